// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createApi } from '../../src/api/api.ts'
import { schemas as bankSchemas } from '../../src/api/bank.ts'
import { createClients } from '../../src/api/client.ts'
import { problemInit as problemInitCall, schemas as complaintSchemas } from '../../src/api/complaint.ts'
import { schemas as instalmentSchemas } from '../../src/api/instalment.ts'
import { legacyProductLink, legacyRecommended } from '../../src/api/legacy-products.ts'
import { schemas as legacySchemas } from '../../src/api/legacy.ts'
import * as loanParts from '../../src/api/loan-parts.ts'
import { schemas as loanSchemas } from '../../src/api/loan.ts'
import { loanDetails, orderList as orderListCall, schemas as orderSchemas } from '../../src/api/order.ts'
import { schemas as promotionSchemas } from '../../src/api/promotion.ts'
import { repaymentWay, schemas as repaymentWaySchemas } from '../../src/api/repayment-way.ts'
import { schemas as repaymentSchemas } from '../../src/api/repayment.ts'
import * as schemaBase from '../../src/api/schema-base.ts'

/** Every answer's schema by name, and the parts they are made of (each resource module names its own). */
const s = {
  ...schemaBase,
  ...loanParts,
  ...bankSchemas,
  ...complaintSchemas,
  ...instalmentSchemas,
  ...legacySchemas,
  ...loanSchemas,
  ...orderSchemas,
  ...promotionSchemas,
  ...repaymentWaySchemas,
  ...repaymentSchemas,
}

/**
 * Every response schema that has a required field: one good sample that decodes, and for each required
 * field a sample with it missing or of the wrong type that does not. A schema that starts accepting what
 * it should refuse (a card without an id, a redirect without a url) fails its row here.
 */

const card = { id: 'c1', bankName: 'BDO', cardNo: '**** 4821', bankCode: 'BDO' }
const question = { value: '1', title: 'Collection complaint' }
const order = { orderNo: 'O1', productName: 'Bayad Cash', list: [{ title: 'Amount', value: '₱3,500.00' }] }
const formItem = { code: 'bankName', cate: 'select', title: 'Bank' }
const bankEntry = { name: 'BDO Unibank', type: 'BDO', channelNumber: '90011' }
const channel = { logo: 'l.png', name: 'GCash', channel_number: 'GC01' }
/** An instalment answer as the sandbox sends it (src/sandbox/handlers/repayment.ts). */
const instalmentSample = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  detail: [
    { text: 'Principal', value: '₱3,500.00' },
    { text: 'Interest and fees', value: '₱420.00' },
  ],
  repayList: [channel, { logo: 'b.png', name: 'Bank card', channel_number: '90002' }],
  noticeMsg: 'Payments are credited within 15 minutes. Keep your receipt until then.',
  defDetail: {
    payCode: '7105000017',
    logo: 'd.png',
    title: 'Dragonpay',
    payNotice: { '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.'] }] },
  },
  isShowReyTop: '1',
}
const defDetail = instalmentSample.defDetail
const delaySample = {
  ...instalmentSample,
  delayInfo: { delayAmount: 52500, title: 'Rollover fee' },
  repayPlan: [{ remark: 'Pay today', title: 'Rollover fee', amount: '₱525.00', time: '2026-11-20' }],
}
const planRow = { title: 'Period 1', description: 'Principal', amount: '170000', pay_time: '2026-12-21' }
const confirm = { amount: 500000, periods: '3', termUnit: '30', repay_plans: [planRow] }
const legacyConfirm = { amount: '5000', flag: 1, periods: 3, termUnit: 'day', repay_plans: [planRow] }
/** Both confirmations' optional structured cost (src/api/loan-parts.ts offerCost, decision 028), wrongly typed. */
const costRefusals = (base: object): [string, unknown][] => [
  ['fees is not a list', { ...base, fees: 'Service fee ₱300' }],
  ['a fee missing its amount', { ...base, fees: [{ name: 'Service fee' }] }],
  ['a fee missing its name', { ...base, fees: [{ amount: 30000 }] }],
  ['a fee amount that is negative', { ...base, fees: [{ name: 'Service fee', amount: -300 }] }],
  ['interest is not a number', { ...base, interest: '₱318.50' }],
  ['netAmount is an object', { ...base, netAmount: { value: 470000 } }],
  ['effectiveRate is a percent text', { ...base, effectiveRate: '4.5%' }],
  ['effectiveRate is negative', { ...base, effectiveRate: -1 }],
  ['receivingAccount is an object', { ...base, receivingAccount: { bank: 'GCash' } }],
]
const product = { productId: 901, name: 'PesoFlex', isEnable: 1, tags: ['Fast'] }
const landing = { id: 9, title: 'Borrow in minutes', subtitle: null, banner: 'https://cdn/b.png' }
const orderItem = {
  orderId: 'O1',
  productId: 101,
  orderStatus: 174,
  amount: '500000',
  productName: 'Bayad Cash',
}

/** A copy of `value` without `key`. */
function without<T extends Record<string, unknown>>(value: T, key: keyof T): Omit<T, typeof key> {
  const { [key]: _dropped, ...rest } = value
  return rest
}

interface Row {
  name: string
  schema: v.GenericSchema
  good: unknown
  bad: Array<[string, unknown]>
}

const rows: Row[] = [
  {
    name: 'envelope',
    schema: s.envelope,
    good: { code: 0, message: 'ok', data: { any: 1 } },
    bad: [
      ['missing code', { message: 'ok', data: {} }],
      ['code is an object', { code: { value: 0 }, data: {} }],
      ['not an object', 'OK'],
    ],
  },
  {
    name: 'repayBankCard',
    schema: s.repayBankCard,
    good: card,
    bad: [
      ['missing id', without(card, 'id')],
      ['null id', { ...card, id: null }],
      ['id is an object', { ...card, id: { value: 'c1' } }],
    ],
  },
  {
    name: 'repaymentWays',
    schema: s.repaymentWays,
    good: { alipay: 1, repayToken: 't', bankCards: [card] },
    bad: [
      ['a card missing its id', { alipay: 1, repayToken: 't', bankCards: [card, without(card, 'id')] }],
      ['a card whose id is an object', { alipay: 1, repayToken: 't', bankCards: [{ ...card, id: {} }] }],
      ['bankCards is not a list', { alipay: 1, repayToken: 't', bankCards: 'BDO' }],
    ],
  },
  {
    name: 'repaymentCommit',
    schema: s.repaymentCommit,
    good: { needValid: 1, repayRecordId: 'r1' },
    bad: [
      ['needValid is an object', { needValid: { on: true }, repayRecordId: 'r1' }],
      ['repayRecordId is a list', { needValid: 1, repayRecordId: ['r1'] }],
    ],
  },
  {
    name: 'redirect',
    schema: s.redirect,
    good: { url: 'https://wallet.example/checkout' },
    bad: [
      ['missing url', {}],
      ['empty url', { url: '' }],
      ['url is a number', { url: 42 }],
    ],
  },
  {
    name: 'problemInit',
    schema: s.problemInit,
    good: { problemType: [question], problemSonType: [], orderDetail: order, orderList: [order] },
    bad: [
      ['a question type missing value', { problemType: [without(question, 'value')] }],
      ['a question type missing title', { problemType: [without(question, 'title')] }],
      ['a sub-type whose value is an object', { problemSonType: [{ ...question, value: {} }] }],
      ['an order missing orderNo', { problemType: [question], orderList: [without(order, 'orderNo')] }],
      ['orderDetail missing orderNo', { problemType: [question], orderDetail: without(order, 'orderNo') }],
    ],
  },
  {
    name: 'problemDetail',
    schema: s.problemDetail,
    good: { problemId: 7, content: 'The collector calls me', images: 'https://cdn/a.png,https://cdn/b.png' },
    bad: [
      ['missing problemId', { content: 'The collector calls me' }],
      ['problemId is an object', { problemId: { id: 7 } }],
    ],
  },
  {
    name: 'uploadedImage',
    schema: s.uploadedImage,
    good: { url: 'https://cdn.example/a.png' },
    bad: [
      ['missing url', {}],
      ['empty url', { url: '' }],
    ],
  },
  {
    name: 'problemList',
    schema: s.problemList,
    good: { tabs: [{ title: 'Processing', list: [{ id: 3, time: '2026-11-21', content: 'x' }] }] },
    bad: [
      ['an item missing its id', { tabs: [{ title: 'Processing', list: [{ time: '2026-11-21' }] }] }],
      ['an item whose id is an object', { tabs: [{ list: [{ id: { n: 3 } }] }] }],
    ],
  },
  {
    name: 'problemDetail: the whole answer, absent texts and null image lists',
    schema: s.problemDetail,
    good: {
      problemId: 'P1',
      type: 'Collection complaint',
      sonType: null,
      content: 'The collector calls me',
      images: ['https://cdn/a.png'],
      disposeName: null,
      disposeImages: null,
      isNeedScore: '1',
    },
    bad: [
      ['null problemId', { problemId: null, content: 'The collector calls me' }],
      ['problemId is a list', { problemId: ['P1'] }],
      ['problemId is a boolean', { problemId: true }],
      ['problemId is blank', { problemId: ' ' }],
      ['type is an object', { problemId: 'P1', type: { title: 'Collection complaint' } }],
      ['content is a list', { problemId: 'P1', content: ['The collector calls me'] }],
      ['disposeDetail is an object', { problemId: 'P1', disposeDetail: { text: 'Warned' } }],
      ['isNeedScore is an object', { problemId: 'P1', isNeedScore: { on: 1 } }],
      ['images is an object', { problemId: 'P1', images: { 0: 'https://cdn/a.png' } }],
      ['an image that is not text', { problemId: 'P1', images: ['https://cdn/a.png', 3] }],
      ['disposeImages is a number', { problemId: 'P1', disposeImages: 3 }],
      ['text instead of an answer', 'P1'],
    ],
  },
  {
    name: 'problemList: tabs and items of the wrong type',
    schema: s.problemList,
    good: { tabs: [{ title: null, list: null }, { list: [{ id: 'P-2', type: null }] }] },
    bad: [
      ['tabs is an object', { tabs: { title: 'Processing', list: [] } }],
      ['tabs is text', { tabs: 'Processing' }],
      ['a tab that is text', { tabs: ['Processing'] }],
      ['a tab whose list is text', { tabs: [{ title: 'Processing', list: '3' }] }],
      ['a tab whose title is an object', { tabs: [{ title: { en: 'Processing' }, list: [] }] }],
      ['an item whose id is null', { tabs: [{ list: [{ id: null }] }] }],
      ['an item whose id is a list', { tabs: [{ list: [{ id: [3] }] }] }],
      ['an item missing its id after a good one', { tabs: [{ list: [{ id: 3 }, { time: '2026-11-21' }] }] }],
      ['an item whose content is an object', { tabs: [{ list: [{ id: 3, content: { text: 'x' } }] }] }],
      ['a bare list of tabs instead of an answer', [{ title: 'Processing', list: [] }]],
      ['null instead of an answer', null],
    ],
  },
  {
    name: 'problemDetail: status and time (optional, docs/decisions/031)',
    schema: s.problemDetail,
    good: { problemId: 'P1', status: 'Answered', time: '2026-11-21 10:00:00' },
    bad: [
      ['status is an object', { problemId: 'P1', status: { code: 2 } }],
      ['status is a list', { problemId: 'P1', status: ['Answered'] }],
      ['time is an object', { problemId: 'P1', time: { at: '2026-11-21' } }],
      ['time is a boolean', { problemId: 'P1', time: true }],
    ],
  },
  {
    name: 'problemList: an item’s status (optional)',
    schema: s.problemList,
    good: {
      tabs: [
        {
          list: [
            { id: 'P-2', status: 'In progress' },
            { id: 'P-3', status: null },
          ],
        },
      ],
    },
    bad: [
      ['an item whose status is an object', { tabs: [{ list: [{ id: 3, status: { text: 'x' } }] }] }],
      ['an item whose status is a list', { tabs: [{ list: [{ id: 3, status: ['x'] }] }] }],
    ],
  },
  {
    name: 'problemSaved: the new complaint’s id (optional)',
    schema: s.problemSaved,
    good: { problemId: 'C-9' },
    bad: [
      ['problemId is an object', { problemId: { id: 'C-9' } }],
      ['problemId is a list', { problemId: ['C-9'] }],
      ['id is a boolean', { id: true }],
    ],
  },
  {
    name: 'serviceContact: fields of the wrong type',
    schema: s.serviceContact,
    good: { email: null, smWa: 639175550101 },
    bad: [
      ['smWa is an object', { email: 'help@bayad.example', smWa: { no: '8888' } }],
      ['smWa is a list', { smWa: ['8888'] }],
      ['smWa is a boolean', { smWa: true }],
      ['email is a list', { email: ['help@bayad.example'] }],
      ['text instead of an answer', 'help@bayad.example'],
      ['a list instead of an answer', ['help@bayad.example']],
      ['null instead of an answer', null],
    ],
  },
  {
    name: 'bankOption',
    schema: s.bankOption,
    good: bankEntry,
    bad: [
      ['type is an object', { ...bankEntry, type: { code: 'BDO' } }],
      ['type is a list', { ...bankEntry, type: ['BDO'] }],
      ['name is an object', { ...bankEntry, name: { en: 'BDO Unibank' } }],
      ['channelNumber is an object', { ...bankEntry, channelNumber: { no: 90011 } }],
      ['text instead of an entry', 'BDO'],
    ],
  },
  {
    name: 'bankOption: a missing or null name reads as "" (the screen shows the type)',
    schema: v.array(
      v.pipe(
        s.bankOption,
        v.check((entry) => entry.name === '' && entry.type === 'BDO'),
      ),
    ),
    good: [without(bankEntry, 'name'), { ...bankEntry, name: null }],
    bad: [],
  },
  {
    name: 'bankOption: a missing or null type reads as "" (the screen leaves the entry out)',
    schema: v.array(
      v.pipe(
        s.bankOption,
        v.check((entry) => entry.type === '' && entry.name === 'BDO Unibank'),
      ),
    ),
    good: [without(bankEntry, 'type'), { ...bankEntry, type: null }],
    bad: [],
  },
  {
    name: 'bankFormItem',
    schema: s.bankFormItem,
    good: { ...formItem, note: [{ name: 'Hint', type: 'text' }] },
    bad: [
      ['missing code', without(formItem, 'code')],
      ['empty code', { ...formItem, code: '' }],
      ['blank code', { ...formItem, code: '   ' }],
      ['null code', { ...formItem, code: null }],
      ['code is an object', { ...formItem, code: { name: 'bankName' } }],
      ['missing cate', without(formItem, 'cate')],
      ['cate is null', { ...formItem, cate: null }],
      ['cate is a list', { ...formItem, cate: ['select'] }],
      ['a note that is a number', { ...formItem, note: 3 }],
      ['a note that is an object', { ...formItem, note: bankEntry }],
      ['a note of strings', { ...formItem, note: ['BDO', 'BPI'] }],
      ['an entry whose type is an object', { ...formItem, note: [{ ...bankEntry, type: { code: 'BDO' } }] }],
      [
        'a JSON text note whose entry has an object type',
        { ...formItem, note: '[{"name":"BDO","type":{}}]' },
      ],
      [
        'a JSON text note with a bad entry after a good one',
        { ...formItem, note: '[{"type":"BDO"},{"name":[1]}]' },
      ],
      ['a JSON text note of strings', { ...formItem, note: '["BDO","BPI"]' }],
      ['cardTypeMi is an object', { ...formItem, cardTypeMi: { type: 1 } }],
      ['title is a list', { ...formItem, title: ['Bank'] }],
      ['text instead of an item', 'bankName'],
    ],
  },
  {
    name: 'bankFormItem: a text item with a hint note reads as no entries',
    schema: v.pipe(
      s.bankFormItem,
      v.check((item) => item.note.length === 0 && item.cardTypeMi === '0'),
    ),
    good: { code: 'cardNo', cate: 'text', note: 'Enter 10 to 19 digits' },
    bad: [],
  },
  {
    name: 'bankFormItem: a note that is text but not the JSON text of a list reads as no entries',
    schema: v.array(
      v.pipe(
        s.bankFormItem,
        v.check((item) => item.note.length === 0),
      ),
    ),
    good: [
      { ...formItem, note: '' },
      { ...formItem, note: '[not json' },
      { ...formItem, note: '{"name":"BDO Unibank","type":"BDO"}' },
      { ...formItem, note: '"BDO"' },
      { ...formItem, note: '12' },
      { ...formItem, note: '[]' },
    ],
    bad: [],
  },
  {
    name: 'bankFormItem: a note that is the JSON text of a list reads as that list',
    schema: v.pipe(
      s.bankFormItem,
      v.check(
        (item) =>
          item.note.length === 2 &&
          item.note[0]?.name === 'BDO Unibank' &&
          item.note[0]?.type === 'BDO' &&
          item.note[0]?.channelNumber === '90011' &&
          item.note[1]?.name === '' &&
          item.note[1]?.type === '7' &&
          item.note[1]?.channelNumber === '',
      ),
    ),
    good: { ...formItem, note: '[{"name":"BDO Unibank","type":"BDO","channelNumber":90011},{"type":7}]' },
    bad: [],
  },
  {
    name: 'bankFormItem: entries without a name or a type are kept (the screen reads them)',
    schema: v.pipe(
      s.bankFormItem,
      v.check((item) => item.note.map((entry) => `${entry.name}|${entry.type}`).join(',') === 'Hint|,|,|BDO'),
    ),
    good: { ...formItem, note: [{ name: 'Hint' }, { name: null, type: null }, { type: 'BDO' }] },
    bad: [],
  },
  {
    name: 'bankFormItem: an absent or null note reads as no entries',
    schema: v.array(
      v.pipe(
        s.bankFormItem,
        v.check((item) => item.note.length === 0),
      ),
    ),
    good: [without({ ...formItem, note: [] }, 'note'), { ...formItem, note: null }],
    bad: [],
  },
  {
    name: 'bankFormItem: numbers read as text (code, type, channel, cardTypeMi)',
    schema: v.pipe(
      s.bankFormItem,
      v.check(
        (item) =>
          item.code === '7' &&
          item.cardTypeMi === '1' &&
          item.note[0]?.type === '1' &&
          item.note[0]?.channelNumber === '90011',
      ),
    ),
    good: {
      ...formItem,
      code: 7,
      cardTypeMi: 1,
      note: [{ name: 'Bank account', type: 1, channelNumber: 90011 }],
    },
    bad: [],
  },
  {
    name: 'cardInit',
    schema: s.cardInit,
    good: { items: [formItem], cardType: 1 },
    bad: [
      ['missing items', { cardType: 1 }],
      ['null items', { items: null, cardType: 1 }],
      ['items is not a list', { items: formItem, cardType: 1 }],
      ['items is text', { items: 'bankName', cardType: 1 }],
      ['an item missing code', { items: [without(formItem, 'code')] }],
      ['an item with an empty code', { items: [formItem, { ...formItem, code: '' }] }],
      ['an item whose code is an object', { items: [{ ...formItem, code: { name: 'bankName' } }] }],
      ['an item missing cate', { items: [without(formItem, 'cate')] }],
      ['an item whose cate is a list', { items: [{ ...formItem, cate: ['select'] }] }],
      ['an item whose note is a number', { items: [{ ...formItem, note: 1 }] }],
      ['an item whose note is an object', { items: [{ ...formItem, note: bankEntry }] }],
      ['an entry whose type is an object', { items: [{ ...formItem, note: [{ name: 'BDO', type: {} }] }] }],
      ['a JSON text note with a bad entry', { items: [{ ...formItem, note: '[{"name":"BDO","type":{}}]' }] }],
      ['cardType is an object', { items: [formItem], cardType: { value: 1 } }],
      ['the sandbox malformedResponse answer', { items: { code: 'cardNo' }, cardType: 1 }],
      ['a bare list of items', [formItem]],
    ],
  },
  {
    name: 'cardInit: no cardType and a mix of notes',
    schema: s.cardInit,
    good: {
      items: [
        { ...formItem, note: [bankEntry, { name: 'GCash', type: 2 }] },
        { code: 'cardNo', cate: 'text', note: 'digits only', value: 1234567890 },
        { code: 'payDay', cate: 'day', note: null, title: null },
      ],
    },
    bad: [],
  },
  {
    name: 'sid',
    schema: s.sid,
    good: { sid: 'abc' },
    bad: [
      ['missing sid', {}],
      ['sid is null', { sid: null }],
    ],
  },
  {
    name: 'landingTemplate',
    schema: s.landingTemplate,
    good: { id: 12 },
    bad: [
      ['missing id', {}],
      ['id is a list', { id: [12] }],
    ],
  },
  {
    name: 'repayChannel',
    schema: s.repayChannel,
    good: channel,
    bad: [
      ['channel_number is an object', { ...channel, channel_number: {} }],
      ['channel_number is a list', { ...channel, channel_number: ['90006'] }],
      ['name is an object', { ...channel, name: { en: 'GCash' } }],
      ['logo is a list', { ...channel, logo: ['l.png'] }],
    ],
  },
  {
    name: 'instalment',
    schema: s.instalment,
    good: instalmentSample,
    bad: [
      [
        'a channel whose channel_number is an object',
        { ...instalmentSample, repayList: [{ channel_number: {} }] },
      ],
      ['missing repayAmount', without(instalmentSample, 'repayAmount')],
      ['repayAmount is null', { ...instalmentSample, repayAmount: null }],
      ['repayAmount is not a number', { repayAmount: '1,500.50' }],
      ['repayAmount "soon"', { ...instalmentSample, repayAmount: 'soon' }],
      ['detail is not a list', { ...instalmentSample, detail: 'Principal' }],
      ['a detail row whose value is an object', { ...instalmentSample, detail: [{ text: 'x', value: {} }] }],
      ['repayList is not a list', { ...instalmentSample, repayList: { GCash: '90006' } }],
      ['defDetail is text', { ...instalmentSample, defDetail: '7105000017' }],
      ['payCode is an object', { ...instalmentSample, defDetail: { ...defDetail, payCode: { code: '7' } } }],
      ['payNotice is text', { ...instalmentSample, defDetail: { ...defDetail, payNotice: 'Use the kiosk' } }],
      [
        'a payNotice step whose list is text',
        { ...instalmentSample, defDetail: { ...defDetail, payNotice: { a: [{ name: 'x', list: 'y' }] } } },
      ],
      ['isShowReyTop is an object', { ...instalmentSample, isShowReyTop: { on: 1 } }],
      [
        'the sandbox malformedResponse answer',
        { repayAmount: 'soon', detail: 'Principal', repayList: { GCash: '90006' } },
      ],
    ],
  },
  {
    name: 'delay',
    schema: s.delay,
    good: delaySample,
    bad: [
      [
        'a channel whose channel_number is an object',
        { ...delaySample, repayList: [{ channel_number: {} }] },
      ],
      ['missing delayInfo', without(delaySample, 'delayInfo')],
      ['delayInfo is null', { ...delaySample, delayInfo: null }],
      ['delayInfo without delayAmount', { ...delaySample, delayInfo: { title: 'Rollover fee' } }],
      ['delayAmount is not a number', { delayInfo: { delayAmount: 'free' } }],
      ['delayInfo.delayAmount "x"', { ...delaySample, delayInfo: { delayAmount: 'x', title: 'Fee' } }],
      ['delayInfo is text', { ...delaySample, delayInfo: 'Rollover fee' }],
      ['repayPlan is not a list', { ...delaySample, repayPlan: { remark: 'Pay today' } }],
      ['dueDate is an object', { ...delaySample, dueDate: { date: '2026-12-05' } }],
      ['dueDate is a list', { ...delaySample, dueDate: ['2026-12-05'] }],
      ['a plan row whose amount is an object', { ...delaySample, repayPlan: [{ amount: { value: 1 } }] }],
      ['repayAmount "soon" (the instalment fields too)', { ...delaySample, repayAmount: 'soon' }],
    ],
  },
  {
    name: 'payUrl',
    schema: s.payUrl,
    good: { payUrl: '/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000' },
    bad: [
      ['missing payUrl', {}],
      ['empty payUrl', { payUrl: '' }],
      ['payUrl is a number', { payUrl: 42 }],
      ['payUrl is an object', { payUrl: { href: 'not a string' } }],
      ['payUrl is null', { payUrl: null }],
      ['a bare URL instead of {payUrl}', 'https://pay.example/v/1'],
    ],
  },
  {
    name: 'loanConfirm',
    schema: s.loanConfirm,
    good: {
      amount: '500000',
      periods: 3,
      termUnit: '30',
      details: [{ text: 'Fee', value: '₱10' }],
      repay_plans: [{ title: 'Period 1', amount: 170000, pay_time: '2026-12-21' }],
    },
    bad: [
      ['missing amount', without(confirm, 'amount')],
      ['amount is not a number', { ...confirm, amount: 'five' }],
      ['amount is a formatted number', { ...confirm, amount: '5,000.00' }],
      ['amount is null', { ...confirm, amount: null }],
      ['missing periods', without(confirm, 'periods')],
      ['periods is an object', { ...confirm, periods: { n: 3 } }],
      ['missing termUnit', without(confirm, 'termUnit')],
      ['termUnit is null', { ...confirm, termUnit: null }],
      ['details is not a list', { ...confirm, details: 'Fee' }],
      ['a plan row missing its amount', { ...confirm, repay_plans: [without(planRow, 'amount')] }],
      ['a plan row whose amount is not a number', { ...confirm, repay_plans: [{ ...planRow, amount: 'x' }] }],
      ['repay_plans is not a list', { ...confirm, repay_plans: planRow }],
      // The optional structured cost (decision 028): absent is fine, a wrong type is not.
      ...costRefusals(confirm),
    ],
  },
  {
    name: 'agreements',
    schema: s.agreements,
    good: { data: [{ title: 'Loan agreement' }] },
    bad: [
      ['an agreement missing its title', { data: [{}] }],
      ['a title that is an object', { data: [{ title: { en: 'x' } }] }],
      ['a title that is null', { data: [{ title: null }] }],
      ['data is not a list', { data: { title: 'Loan agreement' } }],
      ['a bare list instead of data.data', [{ title: 'Loan agreement' }]],
    ],
  },
  {
    name: 'contractJump',
    schema: s.contractJump,
    good: { contract_url: 'https://docs.example/c/1' },
    bad: [
      ['missing contract_url', {}],
      ['empty contract_url', { contract_url: '' }],
      ['contract_url is a number', { contract_url: 42 }],
    ],
  },
  {
    name: 'loanPush',
    schema: s.loanPush,
    good: { lendDetailsUrl: 'https://lender.example/d/1' },
    bad: [
      ['missing lendDetailsUrl', {}],
      ['empty lendDetailsUrl', { lendDetailsUrl: '' }],
      ['lendDetailsUrl is an object', { lendDetailsUrl: { href: 'https://lender.example/d/1' } }],
    ],
  },
  {
    name: 'legacyConfirm',
    schema: s.legacyConfirm,
    good: { ...legacyConfirm, NewPopMsg: { image: 'https://cdn.example/pop.png' } },
    bad: [
      ['missing amount', without(legacyConfirm, 'amount')],
      ['amount is not a number', { ...legacyConfirm, amount: 'five' }],
      ['missing periods', without(legacyConfirm, 'periods')],
      ['periods is a list', { ...legacyConfirm, periods: [3] }],
      ['missing termUnit', without(legacyConfirm, 'termUnit')],
      ['termUnit is an object', { ...legacyConfirm, termUnit: { unit: 'day' } }],
      ['a plan row missing its amount', { ...legacyConfirm, repay_plans: [without(planRow, 'amount')] }],
      ['NewPopMsg image is an object', { ...legacyConfirm, NewPopMsg: { image: { src: 'x' } } }],
      ['NewPopMsg is a list', { ...legacyConfirm, NewPopMsg: ['https://cdn.example/pop.png'] }],
      ...costRefusals(legacyConfirm),
    ],
  },
  {
    name: 'legacyAgreements',
    schema: s.legacyAgreements,
    good: [{ title: 'Loan agreement' }],
    bad: [
      ['an item missing its title', [{ title: 'Loan agreement' }, {}]],
      ['a wrapped item missing its title', { data: [{}] }],
      ['a title that is an object', [{ title: { en: 'x' } }]],
      ['a string', 'Loan agreement'],
    ],
  },
  {
    name: 'legacyPush',
    schema: s.legacyPush,
    good: { attachUrl: 'https://lender.example/attach/1' },
    bad: [
      ['missing attachUrl', {}],
      ['empty attachUrl', { attachUrl: '' }],
      ['attachUrl is a number', { attachUrl: 42 }],
      ['attachUrl is null', { attachUrl: null }],
    ],
  },
  {
    name: 'loanDetails',
    schema: s.loanDetails,
    good: {
      orderStatus: 200,
      recProducts: [{ productId: 901, name: 'PesoFlex', tags: ['fast'] }],
      repayDate: '2026-09-02',
      lastRepayment: {
        repayRecordId: 'PC1',
        amount: '280000',
        repayTime: '2026-08-31 10:15:00',
        payWay: 'code',
        channelName: '7-Eleven',
      },
    },
    bad: [
      ['missing orderStatus', { productName: 'Bayad Cash' }],
      // Issue 27's receipts: the last payment, when sent, names its record, amount and time.
      [
        'lastRepayment missing its repayRecordId',
        { orderStatus: 200, lastRepayment: { amount: 1, repayTime: '2026-08-31 10:15:00' } },
      ],
      [
        'lastRepayment with an empty repayRecordId',
        { orderStatus: 200, lastRepayment: { repayRecordId: '', amount: 1, repayTime: 'x' } },
      ],
      [
        'lastRepayment amount is not a number',
        { orderStatus: 200, lastRepayment: { repayRecordId: 'PC1', amount: 'lots', repayTime: 'x' } },
      ],
      [
        'lastRepayment missing its repayTime',
        { orderStatus: 200, lastRepayment: { repayRecordId: 'PC1', amount: 1 } },
      ],
      ['lastRepayment is a list', { orderStatus: 200, lastRepayment: [] }],
      ['repayDate is an object', { orderStatus: 180, repayDate: { day: '2026-11-22' } }],
      ['orderStatus is an object', { orderStatus: { code: 21 } }],
      ['orderStatus is null', { orderStatus: null }],
      ['a product tag that is not text', { orderStatus: 21, recProducts: [{ ...product, tags: [1] }] }],
      ['a product missing its productId', { orderStatus: 21, recProducts: [without(product, 'productId')] }],
      ['recProducts is not a list', { orderStatus: 21, recProducts: product }],
      ['recProducts is text', { orderStatus: 21, recProducts: 'PesoFlex' }],
      ['userOrderDetail rows are not a list', { orderStatus: 21, userOrderDetail: { detail: 'x' } }],
    ],
  },
  {
    name: 'recommendedProduct',
    schema: s.recommendedProduct,
    good: product,
    bad: [
      ['missing productId', without(product, 'productId')],
      ['null productId', { ...product, productId: null }],
      ['productId is an object', { ...product, productId: { id: 901 } }],
      ['tags is not a list', { ...product, tags: 'Fast' }],
      ['isEnable is an object', { ...product, isEnable: { on: true } }],
      ['name is a list', { ...product, name: ['PesoFlex'] }],
    ],
  },
  {
    name: 'recommendedProducts',
    schema: s.recommendedProducts,
    good: [product, { productId: 'P-2' }],
    bad: [
      ['a bare product instead of a list', product],
      ['a wrapped list', { list: [product] }],
      ['text', 'PesoFlex'],
      ['a product missing its productId', [product, without(product, 'productId')]],
    ],
  },
  {
    name: 'productLink',
    schema: s.productLink,
    good: { url: 'https://lender.example/p/901' },
    bad: [
      ['a list', [{ url: 'https://lender.example/p/901' }]],
      ['url is an object', { url: { href: 'https://lender.example/p/901' } }],
      ['url is a list', { url: ['https://lender.example/p/901'] }],
      ['text', 'https://lender.example/p/901'],
    ],
  },
  {
    name: 'orderListItem',
    schema: s.orderListItem,
    good: orderItem,
    bad: [
      ['missing orderId', without(orderItem, 'orderId')],
      ['null orderId', { ...orderItem, orderId: null }],
      ['missing orderStatus', without(orderItem, 'orderStatus')],
      ['orderStatus is an object', { ...orderItem, orderStatus: { code: 174 } }],
      ['missing productId', without(orderItem, 'productId')],
      ['amount is not a number', { ...orderItem, amount: '5,000.00' }],
      ['repayAmount is not a number', { ...orderItem, repayAmount: '5,824.00' }],
      ['repayAmount is negative', { ...orderItem, repayAmount: -582400 }],
      ['repayAmount is an object', { ...orderItem, repayAmount: { value: 582400 } }],
    ],
  },
  {
    name: 'orderList',
    schema: s.orderList,
    good: [orderItem, { orderId: 'O2', productId: 'P2', orderStatus: '21' }],
    bad: [
      ['an order missing its orderId', [orderItem, without(orderItem, 'orderId')]],
      ['an order missing its orderStatus', [without(orderItem, 'orderStatus')]],
      ['a bare order instead of a list', orderItem],
      ['a wrapped list', { list: [orderItem] }],
    ],
  },
  {
    name: 'serviceContact',
    schema: s.serviceContact,
    good: { email: 'help@bayad.example', smWa: '+63 900' },
    bad: [['email is an object', { email: { to: 'x' } }]],
  },
  {
    name: 'landingTemplate',
    schema: s.landingTemplate,
    good: landing,
    bad: [
      ['missing id', without(landing, 'id')],
      ['null id', { ...landing, id: null }],
      ['id is an object', { ...landing, id: { value: 'T-9' } }],
      ['title is a list', { ...landing, title: ['Borrow'] }],
      ['not an object', 'T-9'],
    ],
  },
  {
    name: 'sid',
    schema: s.sid,
    good: { sid: 'a1b2c3' },
    bad: [
      ['missing sid', {}],
      ['null sid', { sid: null }],
      ['sid is an object', { sid: { value: 'a1b2c3' } }],
      ['text', 'a1b2c3'],
    ],
  },
]

const goodRows = rows.map((row) => [row.name, row] as const)
const badRows = rows.flatMap((row) =>
  row.bad.map(([what, sample]) => [row.name, what, row.schema, sample] as const),
)

describe('response schemas decode a good sample', () => {
  it.each(goodRows)('%s', (_name, row) => {
    const result = v.safeParse(row.schema, row.good)
    expect(result.issues?.map((issue) => issue.message)).toBeUndefined()
    expect(result.success).toBe(true)
  })
})

describe('response schemas refuse a missing or wrong-typed required field', () => {
  it.each(badRows)('%s: %s', (_name, _what, schema, sample) => {
    expect(v.safeParse(schema, sample).success).toBe(false)
  })
})

describe('decoding keeps what the screens read', () => {
  it('numbers become strings, absent lists empty lists, comma-joined images a list', () => {
    expect(v.parse(s.repaymentWays, { bankCards: [{ id: 9 }] })).toEqual({
      alipay: '0',
      repayToken: '',
      bankCards: [{ id: '9', bankName: '', cardNo: '', bankCode: '' }],
    })
    expect(v.parse(s.problemDetail, { problemId: 7, images: 'a,b' }).images).toEqual(['a', 'b'])
    expect(v.parse(s.problemDetail, { problemId: 7 })).toMatchObject({ status: '', time: '' })
    expect(v.parse(s.instalment, { repayAmount: '1500.50' }).repayAmount).toBe(1500.5)
  })

  it('instalment and delay: channel numbers become text, absent lists and pay code empty, no delayInfo null', () => {
    const decoded = v.parse(s.delay, {
      repayAmount: '392000',
      delayInfo: { delayAmount: 52500 },
      repayList: [{ name: 'GCash', channel_number: 90006 }],
    })
    expect(decoded).toEqual({
      repayAmount: 392000,
      delayInfo: { delayAmount: 52500, title: '' },
      productName: '',
      repayDate: '',
      productLogo: '',
      detail: [],
      repayList: [{ logo: '', name: 'GCash', channel_number: '90006' }],
      noticeMsg: '',
      isShowReyTop: '0',
      repayPlan: [],
      // The rollover's current due date (decision 030) is optional: absent reads as ''.
      dueDate: '',
    })
    expect(
      v.parse(s.instalment, { repayAmount: 1, defDetail: { title: 'Dragonpay', payNotice: null } }).defDetail,
    ).toEqual({
      payCode: '',
      logo: '',
      title: 'Dragonpay',
      payNotice: {},
    })
    expect(v.parse(s.delay, delaySample).delayInfo).toEqual({ delayAmount: 52500, title: 'Rollover fee' })
    // A channel without a number decodes with an empty one; the page leaves it out
    // (toRepayment, tests/screens/repayment.impl.test.ts).
    expect(
      v.parse(s.instalment, {
        ...instalmentSample,
        repayList: [without(channel, 'channel_number'), { ...channel, channel_number: null }],
      }).repayList,
    ).toEqual([
      { logo: 'l.png', name: 'GCash', channel_number: '' },
      { logo: 'l.png', name: 'GCash', channel_number: '' },
    ])
    expect(v.parse(s.instalment, { ...instalmentSample, isShowReyTop: 1 }).isShowReyTop).toBe('1')
  })

  it('loan confirm: amounts become numbers (minor units), periods text, absent lists empty lists', () => {
    const decoded = v.parse(s.loanConfirm, { ...confirm, amount: '500000', periods: 3 })
    expect(decoded.amount).toBe(500000)
    expect(decoded.periods).toBe('3')
    expect(decoded.details).toEqual([])
    expect(decoded.repay_plans.map((row) => row.amount)).toEqual([170000])
    expect(decoded.isPopType).toBe('0')
    expect(decoded.popAgreementUrl).toBe('')
    expect(v.parse(s.loanConfirm, { ...confirm, isPopType: 1 }).isPopType).toBe('1')
    // The structured cost: numbers as numbers or digits; absent or null reads as not stated.
    const cost = v.parse(s.loanConfirm, {
      ...confirm,
      fees: [{ name: 'Service fee', amount: '30000' }],
      interest: 31850,
      netAmount: '470000',
      effectiveRate: '4.5',
      receivingAccount: 'GCash •••• 4321',
    })
    expect([cost.fees, cost.interest, cost.netAmount, cost.effectiveRate, cost.receivingAccount]).toEqual([
      [{ name: 'Service fee', amount: 30000 }],
      31850,
      470000,
      4.5,
      'GCash •••• 4321',
    ])
    const bare = v.parse(s.legacyConfirm, { ...legacyConfirm, fees: null, netAmount: null })
    expect([bare.fees, bare.interest, bare.netAmount, bare.effectiveRate, bare.receivingAccount]).toEqual([
      null,
      undefined,
      null,
      undefined,
      '',
    ])
  })

  it.each([
    ['a string', 'https://cdn.example/pop.png', 'https://cdn.example/pop.png'],
    ['an object with image', { image: 'https://cdn.example/pop.png' }, 'https://cdn.example/pop.png'],
    ['an object without image', {}, ''],
    ['null', null, ''],
    ['absent', undefined, ''],
  ])('legacy confirm: NewPopMsg as %s decodes to %j', (_what, NewPopMsg, image) => {
    expect(v.parse(s.legacyConfirm, { ...legacyConfirm, NewPopMsg }).NewPopMsg).toBe(image)
  })

  it('recommended products: numbers become text, absent fields empty, null and absent lists empty lists', () => {
    expect(v.parse(s.recommendedProducts, [{ productId: 901 }])).toEqual([
      {
        productId: '901',
        logo: '',
        name: '',
        buttonText: '',
        isEnable: '1',
        amountRange: '',
        amountDesc: '',
        rate: '',
        rateDesc: '',
        tags: [],
      },
    ])
    expect(v.parse(s.recommendedProducts, null)).toEqual([])
    expect(v.parse(s.recommendedProducts, undefined)).toEqual([])
    expect(v.parse(s.loanDetails, { orderStatus: 21 }).recProducts).toEqual([])
    expect(v.parse(s.loanDetails, { orderStatus: 21, recProducts: null }).recProducts).toEqual([])
  })

  it('product link: an absent or null url reads as none', () => {
    expect(v.parse(s.productLink, {})).toEqual({ url: '' })
    expect(v.parse(s.productLink, { url: null })).toEqual({ url: '' })
  })

  it('order list: null is no orders; an absent amount is 0', () => {
    expect(v.parse(s.orderList, null)).toEqual([])
    expect(v.parse(s.orderList, [without(orderItem, 'amount')])[0]?.amount).toBe(0)
    // repayAmount (what is owed, decision 030) is optional: absent or null reads as not said.
    expect(v.parse(s.orderList, [orderItem])[0]?.repayAmount).toBeUndefined()
    expect(v.parse(s.orderList, [{ ...orderItem, repayAmount: '582400' }])[0]?.repayAmount).toBe(582400)
  })

  it('legacy agreements: a list, a {data: list} and null all decode to the list', () => {
    const list = [{ title: 'Loan agreement' }, { title: 'Privacy notice' }]
    expect(v.parse(s.legacyAgreements, list)).toEqual(list)
    expect(v.parse(s.legacyAgreements, { data: list })).toEqual(list)
    expect(v.parse(s.legacyAgreements, { data: null })).toEqual([])
    expect(v.parse(s.legacyAgreements, null)).toEqual([])
  })
})

// ------------------------------------------------------------------------------ through the api

/** The real api and clients over a fetch that answers every call with `body`. */
function apiAnswering(body: unknown) {
  const fetch = (async () =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })) as typeof globalThis.fetch
  return createApi(createClients({ baseURL: 'http://lender.test', pageQuery: () => ({}), fetch }))
}

describe('a call whose data misses a required field is rejected as malformed (the machines show an error)', () => {
  it('repaymentWay: a good card list decodes', async () => {
    const api = apiAnswering({ code: 0, data: { alipay: 1, repayToken: 't', bankCards: [card] } })
    await expect(api.call(repaymentWay, { orderId: 'O1' })).resolves.toEqual({
      alipay: '1',
      repayToken: 't',
      bankCards: [card],
    })
  })

  it.each([
    ['a card missing its id', [card, without(card, 'id')]],
    ['a card whose id is an object', [{ ...card, id: { value: 'c1' } }]],
    ['a card whose id is null', [{ ...card, id: null }]],
  ])('repaymentWay: %s', async (_what, bankCards) => {
    const api = apiAnswering({ code: 0, data: { alipay: 1, repayToken: 't', bankCards } })
    await expect(api.call(repaymentWay, { orderId: 'O1' })).rejects.toEqual({ kind: 'malformed', code: '0' })
  })

  it('problemInit (complaint start): good question types decode', async () => {
    const api = apiAnswering({ code: '00', data: { problemType: [question], orderList: [order] } })
    const data = await api.call(problemInitCall, { orderId: 'O1' })
    expect(data.problemType).toEqual([question])
    expect(data.orderList.map((o) => o.orderNo)).toEqual(['O1'])
  })

  it.each([
    ['a question type missing value', { problemType: [question, without(question, 'value')] }],
    ['a question type whose value is an object', { problemType: [{ ...question, value: { v: 1 } }] }],
    ['an order missing orderNo', { problemType: [question], orderList: [without(order, 'orderNo')] }],
  ])('problemInit (complaint start): %s', async (_what, data) => {
    const api = apiAnswering({ code: '00', data })
    await expect(api.call(problemInitCall, { orderId: 'O1' })).rejects.toEqual({
      kind: 'malformed',
      code: '00',
    })
  })

  it('loanDetails (order page): a good order decodes', async () => {
    const api = apiAnswering({ code: 0, data: { orderStatus: 174, recProducts: [product] } })
    const data = await api.call(loanDetails, { productId: 'P1', orderId: 'O1' })
    expect(data.orderStatus).toBe('174')
    expect(data.recProducts.map((p) => p.productId)).toEqual(['901'])
  })

  it.each([
    ['missing orderStatus', { recProducts: [product] }],
    ['a product missing its productId', { orderStatus: 174, recProducts: [without(product, 'productId')] }],
    ['recProducts is not a list', { orderStatus: 174, recProducts: product }],
  ])('loanDetails (order page): %s', async (_what, data) => {
    const api = apiAnswering({ code: 0, data })
    await expect(api.call(loanDetails, { productId: 'P1', orderId: 'O1' })).rejects.toEqual({
      kind: 'malformed',
      code: '0',
    })
  })

  it.each([
    ['a product missing its productId', [product, without(product, 'productId')]],
    ['a bare product', product],
  ])('legacyRecommended (scholarships): %s', async (_what, data) => {
    const api = apiAnswering({ code: '00', data })
    await expect(api.call(legacyRecommended, {})).rejects.toEqual({ kind: 'malformed', code: '00' })
  })

  it.each([
    ['a list', [{ url: '/p/1' }]],
    ['url is an object', { url: { href: '/p/1' } }],
  ])('legacyProductLink (define): %s', async (_what, data) => {
    const api = apiAnswering({ code: '00', data })
    await expect(api.call(legacyProductLink, { productId: 'P1' })).rejects.toEqual({
      kind: 'malformed',
      code: '00',
    })
  })

  it.each([
    ['an order missing its orderId', [orderItem, without(orderItem, 'orderId')]],
    ['an order missing its orderStatus', [without(orderItem, 'orderStatus')]],
  ])('orderList: %s', async (_what, data) => {
    const api = apiAnswering({ code: 0, data })
    await expect(api.call(orderListCall, {})).rejects.toEqual({ kind: 'malformed', code: '0' })
  })

  it('an envelope without a code is malformed, with no code to report', async () => {
    const api = apiAnswering({ message: 'ok', data: { bankCards: [card] } })
    await expect(api.call(repaymentWay, { orderId: 'O1' })).rejects.toEqual({ kind: 'malformed' })
  })
})

describe('problemSaved: problem-save’s data (docs/decisions/031)', () => {
  it.each([
    ['null (the spec’s answer)', null, ''],
    ['absent', undefined, ''],
    ['empty text', '', ''],
    ['true', true, ''],
    ['a bare list', [], ''],
    ['an object without an id', {}, ''],
    ['problemId', { problemId: ' C-9 ' }, 'C-9'],
    ['a numeric id', { id: 12 }, '12'],
    ['a blank problemId, then id', { problemId: ' ', id: 'X' }, 'X'],
  ])('%s → %j', (_what, data, problemId) => {
    expect(v.parse(s.problemSaved, data)).toEqual({ problemId })
  })
})
