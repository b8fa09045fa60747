import { fromPromise } from 'xstate'
import { complaintFormMachine } from '../../../machines/complaint-form.machine.ts'
import { problemInitForForm, saveProblem, uploadProblemImage } from '../../api/calls/complaint.ts'
import type { Services } from '../services.tsx'
import { COMPLAINT_HOME, toComplaintInit } from './complaint.impl.ts'

/** The real side effects of the complaint form: init (GET), uploads, save, storage, the way home. */
export function complaintFormWith(services: Services, previews: { create(file: File): string }) {
  const { api, store, navigate, toast } = services
  return complaintFormMachine.provide({
    actors: {
      // The form page asks with GET (spec §7).
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) =>
        toComplaintInit(await api.call(problemInitForForm, { orderId: input.orderId })),
      ),
      uploadImage: fromPromise(async ({ input }: { input: { file: File } }) => {
        const data = await api.call(uploadProblemImage, { problemImage: input.file })
        return { url: data.url, previewUrl: previews.create(input.file), name: input.file.name }
      }),
      saveComplaint: fromPromise(async ({ input }) => {
        await api.call(saveProblem, input)
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      clearStorage: () => store.clear(),
      replaceWithComplaintHome: () => navigate.go(COMPLAINT_HOME, {}, { replace: true }),
    },
  })
}
