/** The most frequent Han characters of Chinese fiction, Simplified and Traditional, for scoring a decoding. */

/**
 * Union of the 600 most frequent Han characters of the Simplified and of the Traditional texts of the three
 * public-domain novels in shared/corpus (西游记, 三国演义, 水浒传) and the four seed chapters (weighted ×40 so that
 * modern usage such as 的/了/们 ranks high). Real text has most of its Han characters in this set; a text decoded
 * with the wrong legacy encoding (GBK read as Big5, Big5 as GBK, either as UTF-16) has few of them.
 */
export const FREQUENT_HAN: ReadonlySet<string> = new Set(
  Array.from(
    '不一了道来人是的军大有我上个那之他下去在得将兵见马你里这出曰只三子行也中此说时到天日如前两者与山便头又何回都为小却自城着王无可江二十们看老知后地今门宋要起把杀正等面公万就以明心路师众分和好唐身手打而当相家事入先张走进言五李四处已长于听叫过方生被令百战住孙儿声八主问士然若水做僧教取东至官州多领金弟还太国云引德且安操高用命关使酒从死其西报武内能父开乃吾边千各数火间请哥口望甚必妖即么本怎名兄会寨曹敢同些汉南外海急放风解再府飞定玄丹阵没闻早但刀吃笑孔成坐圣神文真龙拜书发戒气北夜部意往原直骑吴对力未作皆几尽藏年经赶喜所怪因随契守救退立应才拿计惊林收胜向松黄更待船欲果朝贼送难刘动余队重花亲法曾半平并带连尚石话备宝接白保义青罢汝精齐降清全步空点冲般倒左合光围败想遂臣深近字次忽六郭寻恐姓魏第攻迎沙女布首许变礼差右杨奔眼势七休故逃管渤诸乱衣物观箭京破虎唤信司功远敌伏星月矣转议逵夫少须新宫落条留怒旗庄性洞莫及喝草娘仪通实满非帝宗投情亦铁奏权土既受色忙罗思员似谢萨君河传归仙魔怕耶县告徒毕枪玉甲强棒提突侯背营阳斗虽厮散延慌目银忠梁细快尉恩交位失九干盖钱别锋晚陈客追支俊愿车指肯皇依朱辽殿径商佛害婆任智足周戴座暗粮耳罪蜀捉理样著离结呼化奉器策徐舍伤复利紧刺脚顾认香民双堂常撤菩妇消童雄息谁鲁号答语房念哩容红吕顺求鼓现卢流悟斩反灵机庆黑统史久活雷贵苦侍喊匹帐横穿密树哭柴母让招丞则盘封断特率後排轻爷木律食燕遇表助郎來個這軍將馬見說裡陣時兩為與卻頭無殺門眾們當於戰師萬進開張過長處騎還聽孫兒聲問邊東數領對報從雲沒內請飛關間衝幾風麼國劉漢聞盡聖發型書經鐵義餘柳源會趕吳龍氣炮勝槍帶備敵驚計鈞黃話動點賊敗應隨體己親齊難罷寶鋒並圓尋連弼許離雖禮肉楊擊諸廝隻條變實射喚遠屍莊別歸讓血車宮麽種轉亂觀議紅場辦謝權斷蓋須陽響最傳弓員畢縣銀跟勢轟傷雙陳顧慶強沖語號詩結像滿元樣靈細候腳達形願丈董蹲麵則英順擺世燒盧誰呂營薩魯錢緊復輕止牛視圍婦稱樓舉逕橫防加脫決啊居終',
  ),
);

/** Punctuation of Chinese prose (the PAUSE class, quotes and brackets: CLS-1), also evidence of a right decoding. */
export const CJK_PUNCTUATION: ReadonlySet<string> = new Set(Array.from('，。、：；！？“”‘’「」『』（）《》〈〉【】…—·'));
