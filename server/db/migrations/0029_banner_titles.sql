-- What a banner's picture says, as its alt text (docs/product.md §10.8: "优惠活动 1" told a screen reader nothing).
-- Banner rows are per language, so one plain text each; the seeded art gets its own words here.
ALTER TABLE banners ADD COLUMN title text NOT NULL DEFAULT '';

UPDATE banners SET title = CASE url
  WHEN '/media/banners/banner-1.webp' THEN '100% First Deposit: double your first deposit, up to 8,888'
  WHEN '/media/banners/banner-2.webp' THEN 'Red Packet Rain every Saturday 20:00 - 22:00: red packets worth up to 888 each'
  WHEN '/media/banners/banner-3.webp' THEN 'Lucky Wheel: free daily spins with prizes up to 18,888'
  WHEN '/media/banners/banner-4.webp' THEN '700+ Slot Games: new reels every week from our top studios'
  WHEN '/media/banners/banner-1-zh_cn.webp' THEN '首存 100% 红利：首次存款翻倍，最高 8,888'
  WHEN '/media/banners/banner-2-zh_cn.webp' THEN '周六红包雨：每周六 20:00 - 22:00，每个红包最高 888'
  WHEN '/media/banners/banner-3-zh_cn.webp' THEN '幸运大转盘：每日免费抽奖，奖品最高 18,888'
  WHEN '/media/banners/banner-4-zh_cn.webp' THEN '700+ 款老虎机：顶级厂商每周上新'
  WHEN '/media/banners/banner-1-zh_hk.webp' THEN '首存 100% 紅利：首次存款翻倍，最高 8,888'
  WHEN '/media/banners/banner-2-zh_hk.webp' THEN '週六紅包雨：每週六 20:00 - 22:00，每個紅包最高 888'
  WHEN '/media/banners/banner-3-zh_hk.webp' THEN '幸運大轉盤：每日免費抽獎，獎品最高 18,888'
  WHEN '/media/banners/banner-4-zh_hk.webp' THEN '700+ 款老虎機：頂級廠商每週上新'
  ELSE title
END;
