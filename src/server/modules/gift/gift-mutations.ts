import { builder } from '../../graphql/builder';

/**
 * The `gift` namespace of mutations: ordering a gift (modules/purchase) and redeeming one
 * (modules/gift) add their fields to it with `builder.objectField`.
 */
export const GiftMutations = builder.objectRef<object>('GiftMutations');
builder.objectType(GiftMutations, {
  description: 'Gifts of Premium: ordering one, redeeming one',
  fields: () => ({}),
});

builder.mutationField('gift', (t) =>
  t.field({ type: GiftMutations, description: 'Gift mutations', resolve: () => ({}) }),
);
