import type { JobDefinition } from './job';
import { sendMailJob } from './send-mail.job';

/** Every job the runner works and schedules. */
export const JOBS: readonly JobDefinition[] = [sendMailJob];
