import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts of a refused live stream (README.md, "Configuration": the caps of live streams). */
export const liveMessages = {
  live_member_streams_full: {
    zh_cn: '该账号已打开 {limit} 个实时连接，请关闭其他浏览器中的大厅或稍后再试',
    zh_hk: '該賬號已打開 {limit} 個實時連接，請關閉其他瀏覽器中的大廳或稍後再試',
    en: 'This account already has {limit} live connections open; close the lobby in another browser or try again later',
  },
  live_address_streams_full: {
    zh_cn: '当前网络的实时连接过多（上限 {limit} 个），请稍后再试',
    zh_hk: '當前網絡的實時連接過多（上限 {limit} 個），請稍後再試',
    en: 'Too many live connections from this network (at most {limit}); please try again later',
  },
} satisfies Record<string, Record<Lang, string>>;
