import { builder } from './builder';
import '../modules/user/user.graphql';

/** The whole API: every module registers its types on the builder before this runs. */
export const schema = builder.toSchema({ sortSchema: true });
