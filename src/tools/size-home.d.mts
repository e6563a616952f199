/** Types of size-home.mjs for the TypeScript tests that import it. */
export interface HomeFetch {
  readonly files: readonly { readonly file: string; readonly gzip: number }[];
  readonly gzip: number;
}
export function measureHomeFetch(distUrl: URL | string): Promise<HomeFetch>;
