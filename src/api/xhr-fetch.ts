import type { Clients } from './client.ts'
import { UPLOAD_PROGRESS_OPTION, type UploadProgress } from './upload-progress.ts'

/**
 * The clients of one upload that reports its progress (./upload-progress.ts): the same clients (their base
 * URL, common query, headers and time limit, `Client.with` keeps them) with another fetch for the JSON
 * client, which sends multipart bodies. A custom fetch (the sandbox) gets the callback in its init;
 * the platform's fetch is replaced by XMLHttpRequest; where there is none, the clients as they are.
 */
export function progressClients(clients: Clients, onProgress: UploadProgress): Clients {
  const custom = clients.fetch
  const fetch: typeof globalThis.fetch | undefined = custom
    ? (input, init) => custom(input, { ...init, [UPLOAD_PROGRESS_OPTION]: onProgress } as RequestInit)
    : typeof XMLHttpRequest === 'undefined'
      ? undefined
      : (input, init) => xhrFetch(input, init, onProgress)
  return fetch ? { ...clients, json: clients.json.with(fetch) } : clients
}

/**
 * One request sent with XMLHttpRequest and answered as fetch answers it (a Response, or a rejection), so
 * the client and the api decode and classify it exactly as any other call (src/api/client.ts
 * `toCallFailure`): a connection that fails rejects with a TypeError as fetch does; an aborted signal (the
 * deadline) rejects with the signal's reason.
 */
export function xhrFetch(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init?.signal ?? undefined
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input
    const xhr = new XMLHttpRequest()
    xhr.open(init?.method ?? 'GET', url)
    xhr.responseType = 'blob'
    xhr.withCredentials = init?.credentials === 'include'
    new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => signal?.removeEventListener('abort', onAbort)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      settle()
      onProgress(1)
      const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
      try {
        resolve(
          new Response(nullBody ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        )
      } catch {
        // A status a Response cannot carry (0: the connection failed on the way back).
        reject(new TypeError('Failed to fetch'))
      }
    }
    xhr.onerror = () => {
      settle()
      reject(new TypeError('Failed to fetch'))
    }
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => {
      settle()
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'))
    }
    xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null)
  })
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) {
      try {
        headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      } catch {
        // A header fetch would not accept is left out, as fetch leaves it out.
      }
    }
  }
  return headers
}
