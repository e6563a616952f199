/** How much this device stores for Tresham, and whether the browser promised to keep it. */
import { signal } from '@preact/signals';
import type { StorageStatus } from '../persistence/repository';
import { repo } from './repo';

export type { StorageStatus };

/** undefined until first read. */
export const storageStatus = signal<StorageStatus | undefined>(undefined);

export async function refreshStorageStatus(): Promise<void> {
  storageStatus.value = await repo().storageStatus();
}

/** Asks the browser to keep Tresham's data under storage pressure; then re-reads the status. */
export async function askToKeepData(): Promise<void> {
  await repo().requestPersistence();
  await refreshStorageStatus();
}
