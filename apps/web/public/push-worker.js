// The saved searches' browser notifications (Web Push, docs/decisions/059-push-delivery.md): shows
// each message the server pushes (the listing's title, its price in the body, its photo) and opens
// the listing when the notification is clicked. Served from the root so that its scope is the site.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message || !message.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      ...(message.image ? { image: message.image } : {}),
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
