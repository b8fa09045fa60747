import { endpoint, ZERO, DOUBLE_ZERO, EITHER, type ComplaintSavePayload } from '../api.ts'
import { ignored } from '../schema-base.ts'
import * as s from '../schemas-complaint.ts'

/** Complaints, their images and scores, and the customer-service contact (spec §7). */

export const problemInit = endpoint<typeof s.problemInit, { orderId?: string }>({
  method: 'POST',
  path: '/problem-init',
  send: 'form',
  success: EITHER,
  data: s.problemInit,
})

export const problemInitForForm = endpoint<typeof s.problemInit, { orderId?: string }>({
  method: 'GET',
  path: '/problem-init',
  send: 'query',
  success: EITHER,
  data: s.problemInit,
})

export const problemDetail = endpoint<typeof s.problemDetail, { problemId: string }>({
  method: 'POST',
  path: '/problem-detail',
  send: 'form',
  success: EITHER,
  data: s.problemDetail,
})

export const saveScore = endpoint<typeof ignored, { score: number; problemId: string }>({
  method: 'POST',
  path: '/user-problem/save-score',
  send: 'form',
  success: DOUBLE_ZERO,
  data: ignored,
})

export const uploadProblemImage = endpoint<typeof s.uploadedImage, { problemImage: Blob }>({
  method: 'POST',
  path: '/user-problem/upload-problem-img',
  send: 'multipart',
  success: DOUBLE_ZERO,
  data: s.uploadedImage,
})

export const saveProblem = endpoint<typeof s.problemSaved, ComplaintSavePayload>({
  method: 'POST',
  path: '/user-problem/problem-save',
  send: 'form',
  success: EITHER,
  data: s.problemSaved,
})

export const problemList = endpoint({
  method: 'POST',
  path: '/user-problem/problem-list',
  send: 'form',
  success: EITHER,
  data: s.problemList,
})

export const serviceContact = endpoint<typeof s.serviceContact, { overall: number }>({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  send: 'form',
  success: ZERO,
  data: s.serviceContact,
})
