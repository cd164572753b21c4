// jsdom has no object URLs and cannot download: records what the page hands the browser instead
// (the Blob, the link's name and whether its URL was let go).
export interface SavedFile {
  blob: Blob;
  fileName: string;
  url: string;
}

export interface DownloadSpy {
  saved: SavedFile[];
  revoked: string[];
  restore(): void;
}

export function spyOnDownloads(): DownloadSpy {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  let next = 0;
  const create = URL.createObjectURL;
  const revoke = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    next += 1;
    const url = `blob:http://localhost/file-${next}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const url = this.href;
    const blob = blobs.get(url);
    if (blob) saved.push({ blob, fileName: this.download, url });
  });
  return {
    saved,
    revoked,
    restore: () => {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
      click.mockRestore();
    },
  };
}
