import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says about deposit limits (docs/product.md §10.1). `{amount}` is a 2-decimal amount. */
export const responsiblePlayMessages = {
  deposit_limit_left: {
    zh_cn: '此笔存款超出您设定的存款限额：目前最多还可存入 {amount} 元',
    zh_hk: '此筆存款超出您設定的存款限額：目前最多還可存入 {amount} 元',
    en: 'This deposit is over your deposit limit: you can deposit at most {amount} more now',
  },
  deposit_limit_reached: {
    zh_cn: '您已达到设定的存款限额，目前无法再存款',
    zh_hk: '您已達到設定的存款限額，目前無法再存款',
    en: 'You have reached your deposit limit: no more deposits can be made for now',
  },
  limits_saved: { zh_cn: '存款限额已保存并立即生效', zh_hk: '存款限額已保存並立即生效', en: 'Your deposit limits are saved and apply now' },
  limits_saved_pending: {
    zh_cn: '已保存：调低的限额立即生效，调高或取消限额将在 24 小时后生效',
    zh_hk: '已保存：調低的限額立即生效，調高或取消限額將在 24 小時後生效',
    en: 'Saved: a lower limit applies now; a higher limit or a removal takes effect after 24 hours',
  },
  limit_pending_cancelled: { zh_cn: '已撤销待生效的限额更改', zh_hk: '已撤銷待生效的限額更改', en: 'The pending change of your limit is cancelled' },
  limit_nothing_pending: { zh_cn: '该限额没有待生效的更改', zh_hk: '該限額沒有待生效的更改', en: 'There is no pending change of this limit' },
  limit_prompt_skipped: {
    zh_cn: '您可随时在“理性娱乐”中设置存款限额',
    zh_hk: '您可隨時在「理性娛樂」中設置存款限額',
    en: 'You can set deposit limits at any time under Responsible play',
  },
} satisfies Record<string, Record<Lang, string>>;
