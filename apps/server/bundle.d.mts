import type { BuildResult, LogLevel } from 'esbuild';

export function bundleServer(options: {
  entryPoints: string[];
  outdir: string;
  sourcemap?: boolean;
  logLevel?: LogLevel;
}): Promise<BuildResult>;
