/** How many entries a phone has stored (browser tests): what a tap recorded, whatever the screen says. */
import type { Page } from 'playwright-core';

/** The entries stored on this phone (IndexedDB), every game. */
export function storedEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('tresham');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('entries', 'readonly').objectStore('entries').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}
