// Uploads in jest: jsdom's XMLHttpRequest would reach for a real server and Node's FormData
// turns jsdom's File into text, so this swaps in a recording FormData and an XMLHttpRequest that
// reports progress and hands the call to fetch, i.e. to the fake api (src/test/fake-api.ts).
// The recorded body is JSON: each text field as sent, the file as {name, type, size}.

class RecordingFormData {
  readonly entries: [string, unknown][] = [];
  append(name: string, value: unknown) {
    this.entries.push([name, value]);
  }
}

// jsdom's File is not Node's Blob (the environment swaps Blob), so a file is known by its fields.
const isFileLike = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'name' in value && 'size' in value && 'type' in value;

const describeValue = (value: unknown): unknown =>
  isFileLike(value) ? { name: value.name, type: value.type, size: value.size } : String(value);

class FetchBackedXhr {
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    const fields =
      body instanceof RecordingFormData
        ? Object.fromEntries(body.entries.map(([name, value]) => [name, describeValue(value)]))
        : body;
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    progress(50);
    void fetch(this.url, { method: this.method, headers: this.headers, body: JSON.stringify(fields) }).then(
      async (response) => {
        progress(100);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

/** Installs the fakes; returns the function that puts the originals back. */
export function installFakeUploads(): () => void {
  const originals = { FormData: globalThis.FormData, XMLHttpRequest: globalThis.XMLHttpRequest };
  globalThis.FormData = RecordingFormData as unknown as typeof FormData;
  globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.FormData = originals.FormData;
    globalThis.XMLHttpRequest = originals.XMLHttpRequest;
  };
}
