import { builder } from './builder';
import '../modules/user/user.graphql';
import '../modules/plan/plan.graphql';
import '../modules/event/work-event.graphql';
import '../modules/event/edu-event.graphql';
import '../modules/event/skill-event.graphql';
import '../modules/event/cover-letter-event.graphql';
import '../modules/event/import-events.graphql';
import '../modules/partner/auth-provider.graphql';
import '../modules/resume/resume.graphql';
import '../modules/cover-letter/cover-letter.graphql';
import '../modules/job-application/job-application.graphql';
import '../modules/job-search/job-search.graphql';
import '../modules/savvy-search/savvy-search.graphql';
import '../modules/admin/job-sources.graphql';
import '../modules/purchase/purchase.graphql';
import '../modules/gift/gift.graphql';

/** The whole API: every module registers its types on the builder before this runs. */
export const schema = builder.toSchema({ sortSchema: true });
