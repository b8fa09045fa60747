import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Every file under `dir`, as paths relative to it with `/`. */
export function filesUnder(dir: string): string[] {
  const files: string[] = []
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(dir, path).split(sep).join('/'))
    }
  }
  walk(dir)
  return files.sort()
}
