import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isStateMachine } from '../../src/machine-graph/graph.ts'
import { loadAllEntries, loadEntry, loadEntryByStem, machineStems } from '../../src/atlas/registry.ts'

// The atlas finds machines by file name (import.meta.glob), with no registration step: every
// machines/*.machine.ts file must be in it, under the id of the machine that file exports.

const machinesDir = path.resolve(import.meta.dirname, '../../machines')
const files = readdirSync(machinesDir)
  .filter((name) => name.endsWith('.machine.ts'))
  .sort()

async function exportedMachineId(file: string): Promise<string> {
  const module = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>
  const machines = [...new Set(Object.values(module).filter(isStateMachine))]
  expect(machines, `${file} exports one machine`).toHaveLength(1)
  return machines[0]!.id
}

describe('atlas registry', () => {
  it('lists every machine file of machines/', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(machineStems).toEqual(files.map((name) => name.slice(0, -'.machine.ts'.length)))
  })

  it.each(files)('has %s under the id of the machine it exports, with its graph', async (file) => {
    const stem = file.slice(0, -'.machine.ts'.length)
    const entry = await loadEntryByStem(stem)
    const id = await exportedMachineId(file)
    expect(entry.machineId).toBe(id)
    expect(entry.file).toBe(`machines/${file}`)
    expect(entry.graph.id).toBe(id)
    expect(entry.graph.states.length).toBeGreaterThan(0)
    expect(await loadEntry(id)).toBe(entry)
  })

  it('gives every machine a distinct id and finds none for an unknown one', async () => {
    const entries = await loadAllEntries()
    expect(entries).toHaveLength(files.length)
    expect(new Set(entries.map((entry) => entry.machineId)).size).toBe(files.length)
    expect(await loadEntry('noSuchMachine')).toBeUndefined()
  })

  it('attaches the model tests’ samples of a machine that has them', async () => {
    const samplesDir = path.resolve(import.meta.dirname, '../model/samples')
    const samples = readdirSync(samplesDir).filter((name) => name.endsWith('.samples.ts'))
    for (const name of samples) {
      const stem = name.slice(0, -'.samples.ts'.length)
      if (!machineStems.includes(stem)) continue
      const entry = await loadEntryByStem(stem)
      expect(entry.samples?.machineId, name).toBe(entry.machineId)
      expect(entry.samples?.scenarios.length, name).toBeGreaterThan(0)
    }
  })
})
