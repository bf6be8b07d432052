import { z } from 'zod';

/**
 * Issue 13: the probes of a load balancer or orchestrator. They live outside `/{lang}/api/core` (they
 * are the process's, not the product's API) and outside the rate limit, and say nothing personal.
 */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * Prometheus metrics, text format; answered only with `Authorization: Bearer <METRICS_TOKEN>`, and
 * not at all (404) while no token is set.
 */
export const METRICS_PATH = '/metrics';

/** GET /healthz: the process answers. */
export const Liveness = z.object({ status: z.literal('ok') });

/** GET /readyz: 200 when every check passes, else 503 with the failing ones false. */
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    /** False once the process was asked to stop: the load balancer must stop sending. */
    accepting: z.boolean(),
    /** The database answered within the probe's time. */
    database: z.boolean(),
    /** Every migration of this build is applied. */
    migrations: z.boolean(),
    /** The job runner started (queueing, and working the queues where WORKERS=true). */
    jobs: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof Readiness>;
