/**
 * "Take the design anywhere": the designed room as .glb and .usdz files, and AR Quick Look on
 * iPhone and iPad. Nothing here imports three.js: the exporters load with `import()` when a
 * file is asked for, so these components can sit in any page.
 */
export { Download3D } from './Download3D.tsx';
export { QuickLookLink } from './QuickLookLink.tsx';
export type { Room3DExportProps } from './props.ts';
