/** The app's one repository over the device's database (tests build their own). */
import { openDb } from '../persistence/db';
import { createRepository, type Repository } from '../persistence/repository';

let instance: Repository | undefined;

export function repo(): Repository {
  instance ??= createRepository({ db: openDb(), storage: globalThis.navigator?.storage });
  return instance;
}
