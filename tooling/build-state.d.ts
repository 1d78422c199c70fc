/** Types of build-state.js (plain JavaScript so that `npm start` needs no tsx). */
export declare const ROOT: string;
export declare function serverEntry(distDir: string): string;
export declare function isBuildStale(distDir: string): boolean;
