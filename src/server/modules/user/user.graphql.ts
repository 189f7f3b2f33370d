import { builder } from '../../graphql/builder';
import { isAdmin } from '../admin/admin-access';
import { badUserInput, noUserFound, unauthenticated } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { UserRow } from '../../db/schema';
import { products } from '../../../domain/plan';
import { createUserInputSchema } from '../../../domain/user';
import { updateProfileInputSchema } from '../../../domain/profile';
import { DocumentLanguage } from '../document/document.graphql';
import { forUser } from '../for-user';
import { planOf } from '../plan/plan.service';
import {
  createUser,
  EmailMismatchError,
  getCurrentUser,
  hasPassword,
  NoUserFoundError,
  updateProfile,
} from './user.service';

export const Product = builder.enumType('Product', {
  description: "The user's best active product",
  values: products,
});

const Profile = builder.objectRef<UserRow>('Profile').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    mjUserId: t.exposeString('mjUserId', { nullable: true }),
    mjDomain: t.exposeString('mjDomain', { nullable: true }),
  }),
});

export const Me = builder.objectRef<UserRow>('Me').implement({
  description: 'The signed-in user',
  fields: (t) => ({
    id: t.exposeID('id'),
    headshotURL: t.exposeString('headshotUrl', { nullable: true }),
    savviestProduct: t.field({
      type: Product,
      resolve: async (user, _args, { db, plans }) => (await planOf(db, plans, user.id)).product,
    }),
    profile: t.field({ type: Profile, resolve: (user) => user }),
    email: t.exposeString('email', { nullable: true }),
    isAnonymous: t.exposeBoolean('isAnonymous'),
    language: t.field({
      type: DocumentLanguage,
      nullable: true,
      description: 'The language chosen for the app and new documents; null follows the browser',
      resolve: (user) => user.language,
    }),
    hasPassword: t.boolean({
      description: 'The account signs in with a password (deleting it asks for that password)',
      resolve: (user, _args, { db }) => hasPassword(db, user),
    }),
    isAdmin: t.boolean({
      description: 'The user may open the admin pages (ADMIN_EMAILS, verified accounts only)',
      resolve: (_user, _args, { db, caller, admin }) => isAdmin(db, caller, admin.emails),
    }),
  }),
});

const User = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    isAnonymous: t.exposeBoolean('isAnonymous'),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string({ required: false }),
    isAnonymous: t.boolean(),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    language: t.field({
      type: DocumentLanguage,
      required: false,
      description: 'Null or left out: follow the browser',
    }),
  }),
});

const UserMutations = builder.objectRef<object>('UserMutations');

function mapUserErrors(error: unknown): never {
  if (error instanceof NoUserFoundError) throw noUserFound();
  if (error instanceof EmailMismatchError) throw badUserInput(error.message, 'email');
  throw error;
}

UserMutations.implement({
  fields: (t) => ({
    createUser: t.field({
      type: User,
      args: { input: t.arg({ type: CreateUserInput, required: true }) },
      resolve: async (_parent, { input }, { db, caller }) => {
        if (!caller) throw unauthenticated();
        const parsed = parseInput(createUserInputSchema, { ...input, email: input.email ?? '' });
        return createUser(db, caller, parsed).catch(mapUserErrors);
      },
    }),
    updateProfile: t.field({
      type: Me,
      description: 'The names and the preferred language (the app and new documents)',
      args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
      resolve: (_parent, { input }, context) =>
        forUser(context, (db, userId) =>
          updateProfile(
            db,
            userId,
            parseInput(updateProfileInputSchema, { ...input, language: input.language ?? null }),
          ),
        ),
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: Me,
    description: 'The signed-in user; NO_USER_FOUND when the identity has no user record yet',
    resolve: async (_root, _args, { db, caller }) => {
      if (!caller) throw unauthenticated();
      return getCurrentUser(db, caller).catch(mapUserErrors);
    },
  }),
);

builder.mutationField('user', (t) =>
  t.field({ type: UserMutations, description: 'User mutations', resolve: () => ({}) }),
);
