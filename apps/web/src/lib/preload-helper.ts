/**
 * Vite's preload helper, the one the build's lazy imports call (`scripts/batched-preloads.ts` puts
 * it in place of Vite's, decision 071): before a lazy module is imported, every file it needs is
 * asked for at once, so that a chain of imports costs no round trip per level (decision 068). Vite's
 * own helper appends all the links in one loop, and starting to fetch a file costs the main thread
 * about 1 ms here: landing on My properties, 56 of them in the task that starts the app. This one
 * appends eight per task, and imports the module once all are appended and its stylesheets are in; a
 * module of eight files or fewer (most route changes) waits for no task, a larger one starts in the
 * task after the one that asks.
 */

/**
 * Eight links cost about 8 ms here, 32 as Lighthouse counts a phone: under the 50 ms a task may run
 * without blocking, with room for what runs beside them (ten came to 42 to 61).
 */
export const FILES_PER_TASK = 8;

/** Each file once; a stylesheet's promise, so that every module that needs it waits for it. */
const asked = new Map<string, Promise<unknown> | undefined>();
const queue: HTMLLinkElement[] = [];
let appended: Promise<void> | null = null;
let allAppended = () => {};

function appendBatch(): void {
  for (const link of queue.splice(0, FILES_PER_TASK)) document.head.append(link);
  if (queue.length > 0) {
    setTimeout(appendBatch, 0);
    return;
  }
  appended = null;
  allAppended();
}

function ask(link: HTMLLinkElement): void {
  queue.push(link);
  if (appended) return;
  appended = new Promise((resolve) => (allAppended = resolve));
  // Once the caller's run is over: more than a batch (a landing's screen, its catalogs) starts in a task
  // of its own, not in the one that asked, which on a landing is also the router's start (issue 49).
  queueMicrotask(() => (queue.length > FILES_PER_TASK ? setTimeout(appendBatch, 0) : appendBatch()));
}

/**
 * A stylesheet's link, settled once it has loaded. Once settled, the modules that ask for it later
 * no longer wait for it (as with Vite's helper: a stylesheet that failed fails the import that
 * asked first).
 */
function stylesheet(link: HTMLLinkElement, href: string): Promise<unknown> {
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
  });
  const settled = () => asked.set(href, undefined);
  loaded.then(settled, settled);
  return loaded;
}

/** `deps`: the module's files, as the build names them (`assets/…`), the module itself among them. */
export async function vitePreload<M>(load: () => Promise<M>, deps?: readonly string[]): Promise<M> {
  if (deps && deps.length > 0) {
    // The page's own links (index.html's, start-app.js's) are not asked for twice.
    const links = [...document.getElementsByTagName('link')];
    const present = new Set(links.map((link) => link.href));
    const styles = new Set(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href));
    const waits: Promise<unknown>[] = [];
    for (const dep of deps) {
      const href = new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href;
      if (asked.has(href)) {
        const wait = asked.get(href);
        if (wait) waits.push(wait);
        continue;
      }
      const css = href.endsWith('.css');
      if ((css ? styles : present).has(href)) {
        asked.set(href, undefined);
        continue;
      }
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      if (!css) link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      const wait = css ? stylesheet(link, href) : undefined;
      asked.set(href, wait);
      if (wait) waits.push(wait);
      ask(link);
    }
    if (appended) waits.push(appended);
    await Promise.all(waits);
  }
  return load();
}
