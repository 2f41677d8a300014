/**
 * GLTFExporter reads its binary through FileReader, which browsers have and Node does not: this
 * gives Node the two reads it makes, over Blob's own methods.
 */
class NodeFileReader {
  result: ArrayBuffer | string | null = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }

  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(buffer).toString('base64')}`;
      this.onloadend?.();
    });
  }
}

export function installNodeFileReader(): void {
  if (typeof globalThis.FileReader === 'undefined') {
    Object.assign(globalThis, { FileReader: NodeFileReader });
  }
}
