declare const __APP_BUILD__: string | undefined;

/** The build's name (vite.config.ts `define`, from APP_BUILD_ID or the package version). */
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
