/** The app's one repository over the device's database (tests build their own). */
import { openDb } from '../persistence/db';
import { createRepository, type Repository } from '../persistence/repository';
import { newerVersion } from './pwa';

let instance: Repository | undefined;

export function repo(): Repository {
  if (instance === undefined) {
    instance = createRepository({ db: openDb(), storage: globalThis.navigator?.storage });
    instance.onNewerVersion(() => {
      newerVersion.value = true;
    });
  }
  return instance;
}
