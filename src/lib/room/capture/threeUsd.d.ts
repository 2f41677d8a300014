// three.js ships its USD loader's parts as modules of their own, without type declarations:
// only what the importer uses of them is declared here.
declare module 'three/examples/jsm/loaders/usd/USDAParser.js' {
  export class USDAParser {
    parseData(text: string): { specsByPath: Record<string, unknown> };
  }
}

declare module 'three/examples/jsm/loaders/usd/USDCParser.js' {
  export class USDCParser {
    parseData(buffer: ArrayBuffer): { specsByPath: Record<string, unknown> };
  }
}

declare module 'three/examples/jsm/loaders/usd/USDComposer.js' {
  import type { Group } from 'three';
  export class USDComposer {
    compose(parsed: { specsByPath: Record<string, unknown> }): Group;
  }
}
