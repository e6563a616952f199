export interface SizeReport {
  startJsFiles: string[];
  startJsGzip: number;
  startCssGzip: number;
  precacheCount: number;
  precache: string[];
  precacheBytes: number;
  precacheGzip: number;
  allJsGzip: number;
}
export function measure(distUrl: URL | string): Promise<SizeReport>;
