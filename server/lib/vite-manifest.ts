import type { PageAssets } from '#common/web-render';

/** A Vite build manifest (`.vite/manifest.json`): each chunk's file and what it imports. */
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/** The chunks `keys` import statically, directly or through another chunk, each once, nearest first. */
function staticImports(manifest: Manifest, keys: string[]) {
  const found = new Set<string>();
  const queue = [...keys];
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    for (const imported of manifest[next].imports ?? [])
      if (!found.has(imported)) {
        found.add(imported);
        queue.push(imported);
      }
  return [...found];
}

/**
 * The entry's script, the chunks it imports directly (modulepreload), its lazy chunks and its CSS
 * files. The chunks those import are left to the browser: preloading them too saves a round trip
 * on a phone, but Lighthouse's simulated mobile LCP counts each preload in the head (the account
 * screens' LCP went from about 1.35 to 1.7 s; docs/decisions/041).
 */
export function entryAssets(manifest: Manifest, key: string): PageAssets {
  const entry = manifest[key];
  const loaded = new Set([key, ...staticImports(manifest, [key])]);
  const dynamic = [...loaded].flatMap((chunk) => manifest[chunk].dynamicImports ?? []);
  const lazy = [...dynamic, ...staticImports(manifest, dynamic)].filter(
    (chunk) => !loaded.has(chunk),
  );
  const file = (chunk: string) => `/${manifest[chunk].file}`;
  return {
    scripts: [file(key)],
    styles: (entry.css ?? []).map((css) => `/${css}`),
    preloads: (entry.imports ?? []).map(file),
    lazy: [...new Set(lazy)].map(file),
  };
}
