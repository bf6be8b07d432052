import type { Config } from '../config';
import type { FcmClient } from './fcm';
import { fcmClient } from './fcm';
import type { WebPushSender } from './web-push-sender';
import { webPushSender } from './web-push-sender';

/** The push providers the settings name; null where a provider is not set (its messages wait). */
export interface PushProviders {
  fcm: FcmClient | null;
  webPush: WebPushSender | null;
}

const made = new WeakMap<Config, PushProviders>();

/** One set per process's settings, so FCM's access token is kept from one run of the job to the next. */
export function pushProvidersOf(config: Config): PushProviders {
  let providers = made.get(config);
  if (!providers) {
    providers = {
      fcm: config.fcm ? fcmClient(config.fcm) : null,
      webPush: config.vapid ? webPushSender(config.vapid, config.vapidSubject) : null,
    };
    made.set(config, providers);
  }
  return providers;
}
