import type { Db } from '../client.ts';
import { paymentAccounts } from '../schema/index.ts';
import { toCents } from '../../services/money/money.ts';

type Seeded = typeof paymentAccounts.$inferInsert;

/**
 * Demo house bank accounts (bank transfer, reviewed by the operator) and channels of the demo
 * payment page (online). The second bank account needs a voucher image, so docs/product.md §8's
 * upload-voucher-required message can be seen.
 */
export const demoPaymentAccounts: readonly Seeded[] = [
  {
    way: 'normal',
    title: { zh_cn: '中国工商银行', zh_hk: '中國工商銀行', en: 'Industrial and Commercial Bank of China' },
    accountName: { zh_cn: '皇家娱乐有限公司', zh_hk: '皇家娛樂有限公司', en: 'Royal Entertainment Ltd.' },
    accountNo: '6222 0212 3456 7890 123',
    branch: { zh_cn: '深圳罗湖支行', zh_hk: '深圳羅湖支行', en: 'Shenzhen Luohu Sub-branch' },
    minCents: toCents('100'),
    maxCents: toCents('50000'),
    sort: 1,
  },
  {
    way: 'normal',
    title: { zh_cn: '中国建设银行', zh_hk: '中國建設銀行', en: 'China Construction Bank' },
    accountName: { zh_cn: '皇家娱乐有限公司', zh_hk: '皇家娛樂有限公司', en: 'Royal Entertainment Ltd.' },
    accountNo: '6217 0033 2000 1122 334',
    branch: { zh_cn: '广州天河支行', zh_hk: '廣州天河支行', en: 'Guangzhou Tianhe Sub-branch' },
    minCents: toCents('500'),
    maxCents: toCents('200000'),
    voucherRequired: true,
    sort: 2,
  },
  {
    way: 'online',
    title: { zh_cn: '演示网银支付', zh_hk: '演示網銀支付', en: 'Demo online banking' },
    minCents: toCents('10'),
    maxCents: toCents('20000'),
    sort: 1,
  },
  {
    way: 'online',
    title: { zh_cn: '演示扫码支付', zh_hk: '演示掃碼支付', en: 'Demo QR payment' },
    minCents: toCents('50'),
    maxCents: toCents('5000'),
    sort: 2,
  },
];

export async function seedPayments(db: Db): Promise<void> {
  await db.insert(paymentAccounts).values([...demoPaymentAccounts]);
}
