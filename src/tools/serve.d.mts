import type { Server } from 'node:http';
export function serveDist(options: { root: string; port?: number; host?: string }): Promise<{ server: Server; url: string }>;
