<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>parallax::Axis</name>
    <message>
        <source>midnight</source>
        <translation>午夜</translation>
    </message>
    <message>
        <source>morning</source>
        <translation>清晨</translation>
    </message>
    <message>
        <source>noon</source>
        <translation>正午</translation>
    </message>
    <message>
        <source>evening</source>
        <translation>傍晚</translation>
    </message>
</context>
<context>
    <name>parallax::Category</name>
    <message>
        <source>Battle</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>行旅</translation>
    </message>
    <message>
        <source>Personal</source>
        <translation>个人</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>书信</translation>
    </message>
    <message>
        <source>Politics</source>
        <translation>政治</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>parallax::Conflicts</name>
    <message>
        <source>%1 year</source>
        <translation>%1年</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1年</translation>
    </message>
    <message>
        <source>%1 month</source>
        <translation>%1个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1个月</translation>
    </message>
    <message>
        <source>%1 day</source>
        <translation>%1天</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1天</translation>
    </message>
    <message>
        <source>%1 hour</source>
        <translation>%1小时</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1小时</translation>
    </message>
    <message>
        <source>%1 dates “%2” to %3; the record has %4 — %5 %6.</source>
        <translation>%1将“%2”系于%3；参考记录为%4——%6了%5。</translation>
    </message>
    <message>
        <source>too early</source>
        <translation>早</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>晚</translation>
    </message>
    <message>
        <source>%1 dates “%2” twice: %3 and %4 — %5 apart.</source>
        <translation>%1两次记载“%2”的日期：%3与%4——相差%5。</translation>
    </message>
    <message>
        <source>%1 says %2, %3 says %4 for “%5” — %6 apart.</source>
        <translation>关于“%5”，%1记为%2，%3记为%4——相差%6。</translation>
    </message>
    <message>
        <source>%1 tells “%2” (%3) after “%4” (%5), %6 earlier.</source>
        <translation>%1先述“%4”（%5），后述“%2”（%3），但“%2”早了%6。</translation>
    </message>
    <message>
        <source>%1 source</source>
        <translation>%1种史料</translation>
    </message>
    <message>
        <source>%1 sources</source>
        <translation>%1种史料</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>the record has %1</source>
        <translation>参考记录为%1</translation>
    </message>
    <message>
        <source>%1 says %2 — %3 %4</source>
        <translation>%1记为%2——%4了%3</translation>
    </message>
    <message>
        <source>all agree with it</source>
        <translation>均与之相符</translation>
    </message>
    <message>
        <source>%1 agrees with it</source>
        <translation>%1与之相符</translation>
    </message>
    <message>
        <source>%1 agree with it</source>
        <translation>%1与之相符</translation>
    </message>
    <message>
        <source>1 gives no date</source>
        <translation>1⁠种未记日期</translation>
    </message>
    <message>
        <source>%1 give no date</source>
        <translation>%1⁠种未记日期</translation>
    </message>
    <message>
        <source>%1 (%2 accounts)</source>
        <translation>%1（%2条记载）</translation>
    </message>
    <message>
        <source>%1 dates “%2” to %3; the record has %4 — up to %5 %6.</source>
        <translation>%1将“%2”系于%3；参考记录为%4——最多%6了%5。</translation>
    </message>
    <message>
        <source>%1 dates “%2” %3 times: %4 — up to %5 apart.</source>
        <translation>%1%3次记载“%2”的日期：%4——最多相差%5。</translation>
    </message>
    <message>
        <source>%1 says %2, %3 says %4 for “%5” — up to %6 apart.</source>
        <translation>关于“%5”，%1记为%2，%3记为%4——最多相差%6。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a verdict</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>parallax::DateDescription</name>
    <message>
        <source>uncertain and approximate</source>
        <translation>存疑且为约数</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>约数</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>存疑</translation>
    </message>
    <message>
        <source>written in exponential form</source>
        <translation>以指数形式书写</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1或更早</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1或更晚</translation>
    </message>
    <message>
        <source>every day from %1 to %2</source>
        <translation>自%1至%2的每一天</translation>
    </message>
    <message>
        <source>one of: %1</source>
        <translation>其中之一：%1</translation>
    </message>
    <message>
        <source>all of: %1</source>
        <translation>全部：%1</translation>
    </message>
    <message>
        <source>until %1, with no known beginning</source>
        <translation>至%1为止，起始不详</translation>
    </message>
    <message>
        <source>until %1; when it began is unknown</source>
        <translation>至%1为止；何时开始不得而知</translation>
    </message>
    <message>
        <source>from %1, with no end</source>
        <translation>自%1起，没有终点</translation>
    </message>
    <message>
        <source>from %1; when it ended is unknown</source>
        <translation>自%1起；何时结束不得而知</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>自%1至%2</translation>
    </message>
</context>
<context>
    <name>parallax::DatePhrase</name>
    <message>
        <source>&quot;%1&quot; gives no year; give a reference year</source>
        <translation>“%1”没有年份；请给出参考年份</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no date</source>
        <translation>“%1”没有指明日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a reference year for its century</source>
        <translation>“%1”需要参考年份才能确定世纪</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is beyond the year 9999</source>
        <translation>“%1”超出了9999年</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives no month; give a reference date</source>
        <translation>“%1”没有月份；请给出参考日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month that exists</source>
        <translation>“%1”所指的月份并不存在</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a day that does not exist</source>
        <translation>“%1”所指的日期并不存在</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends a range of days with a month</source>
        <translation>“%1”以月份结束一段日期范围</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends before it starts</source>
        <translation>“%1”的结束早于开始</translation>
    </message>
    <message>
        <source>&quot;%1&quot; counts from a day; give a reference date</source>
        <translation>“%1”从某一天起算；请给出参考日期</translation>
    </message>
    <message>
        <source>There is no text to read a date from</source>
        <translation>没有可供读取日期的文字</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that reign lasted %2 years</source>
        <translation>“%1”：该年号只用了%2年</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month or day of the lunar calendar</source>
        <translation>“%1”所指的并非农历中存在的月份或日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a reference year</source>
        <translation>“%1”需要参考年份</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that year had no intercalary (閏) month</source>
        <translation>“%1”：该年没有闰月</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that year&apos;s intercalary (閏) month came after month %2, not this one</source>
        <translation>“%1”：该年的闰月在%2月之后，而非此月</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month of the Chinese calendar</source>
        <translation>“%1”所指的并非农历中存在的月份</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that month had only %2 days</source>
        <translation>“%1”：该月只有%2天</translation>
    </message>
</context>
<context>
    <name>parallax::HistoricalDate</name>
    <message>
        <source>%1 BC</source>
        <translation>公元前%1</translation>
    </message>
    <message>
        <source>spring %1</source>
        <translation>%1年春</translation>
    </message>
    <message>
        <source>summer %1</source>
        <translation>%1年夏</translation>
    </message>
    <message>
        <source>autumn %1</source>
        <translation>%1年秋</translation>
    </message>
    <message>
        <source>winter %1</source>
        <translation>%1年冬</translation>
    </message>
    <message>
        <source>spring %1 (northern hemisphere)</source>
        <translation>%1年春（北半球）</translation>
    </message>
    <message>
        <source>summer %1 (northern hemisphere)</source>
        <translation>%1年夏（北半球）</translation>
    </message>
    <message>
        <source>autumn %1 (northern hemisphere)</source>
        <translation>%1年秋（北半球）</translation>
    </message>
    <message>
        <source>winter %1 (northern hemisphere)</source>
        <translation>%1年冬（北半球）</translation>
    </message>
    <message>
        <source>spring %1 (southern hemisphere)</source>
        <translation>%1年春（南半球）</translation>
    </message>
    <message>
        <source>summer %1 (southern hemisphere)</source>
        <translation>%1年夏（南半球）</translation>
    </message>
    <message>
        <source>autumn %1 (southern hemisphere)</source>
        <translation>%1年秋（南半球）</translation>
    </message>
    <message>
        <source>winter %1 (southern hemisphere)</source>
        <translation>%1年冬（南半球）</translation>
    </message>
    <message>
        <source>first quarter of %1</source>
        <translation>%1年第一季度</translation>
    </message>
    <message>
        <source>second quarter of %1</source>
        <translation>%1年第二季度</translation>
    </message>
    <message>
        <source>third quarter of %1</source>
        <translation>%1年第三季度</translation>
    </message>
    <message>
        <source>fourth quarter of %1</source>
        <translation>%1年第四季度</translation>
    </message>
    <message>
        <source>first four months of %1</source>
        <translation>%1年前四个月</translation>
    </message>
    <message>
        <source>second four months of %1</source>
        <translation>%1年中间四个月</translation>
    </message>
    <message>
        <source>last four months of %1</source>
        <translation>%1年最后四个月</translation>
    </message>
    <message>
        <source>first half of %1</source>
        <translation>%1年上半年</translation>
    </message>
    <message>
        <source>second half of %1</source>
        <translation>%1年下半年</translation>
    </message>
    <message>
        <source>the %1s</source>
        <translation>%1年代</translation>
    </message>
    <message>
        <source>an unknown year</source>
        <translation>某个不详的年份</translation>
    </message>
    <message>
        <source>some year from %1 to %2</source>
        <translation>%1至%2之间的某一年</translation>
    </message>
    <message>
        <source>%1 (%2 significant digits: %3)</source>
        <translation>%1（%2位有效数字：%3）</translation>
    </message>
    <message>
        <source>some day between %1 and %2</source>
        <translation>%1至%2之间的某一天</translation>
    </message>
    <message>
        <source>some month of %1</source>
        <translation>%1的某个月</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%2的%1</translation>
    </message>
    <message>
        <source>some day in %1</source>
        <translation>%1的某一天</translation>
    </message>
    <message>
        <source>some day of %1</source>
        <translation>%1的某一天</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>day</source>
        <translation>日</translation>
    </message>
    <message>
        <source>%1 uncertain and approximate</source>
        <translation>%1存疑且为约数</translation>
    </message>
    <message>
        <source>%1 approximate</source>
        <translation>%1为约数</translation>
    </message>
    <message>
        <source>%1 uncertain</source>
        <translation>%1存疑</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>perhaps about %1</source>
        <translation>或约在%1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约%1</translation>
    </message>
    <message>
        <source>%1 (uncertain)</source>
        <translation>%1（存疑）</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1或更早</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1或更晚</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1中的某一个</translation>
    </message>
    <message>
        <source>all of %1</source>
        <translation>%1中的每一个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid date: %2</source>
        <translation>“%1”不是有效日期：%2</translation>
    </message>
    <message>
        <source>a year needs four digits (use -0500 for 501 BC, Y12345 beyond 9999)</source>
        <translation>年份需要四位数字（公元前501年写作-0500，9999年以后写作Y12345）</translation>
    </message>
    <message>
        <source>a year of more than four digits is written with a Y (Y12345)</source>
        <translation>超过四位数字的年份要以Y开头（Y12345）</translation>
    </message>
    <message>
        <source>-0000 is not a year (write 0000)</source>
        <translation>-0000不是年份（应写作0000）</translation>
    </message>
    <message>
        <source>the year is beyond a billion years</source>
        <translation>年份超出了十亿年</translation>
    </message>
    <message>
        <source>a Y year starts with a digit from 1 to 9</source>
        <translation>Y年份须以1至9的数字开头</translation>
    </message>
    <message>
        <source>an exponent is a positive number after E (Y17E7)</source>
        <translation>指数是E后面的正数（Y17E7）</translation>
    </message>
    <message>
        <source>a Y year has more than four digits (write 1814, not Y1814)</source>
        <translation>Y年份须多于四位数字（应写1814，而不是Y1814）</translation>
    </message>
    <message>
        <source>significant digits cannot follow unspecified digits</source>
        <translation>有效数字不能跟在未指定的数字之后</translation>
    </message>
    <message>
        <source>S is followed by the number of significant digits (1950S2)</source>
        <translation>S后面跟有效数字的位数（1950S2）</translation>
    </message>
    <message>
        <source>the year has fewer than %1 digits</source>
        <translation>年份少于%1位数字</translation>
    </message>
    <message>
        <source>the %1 needs two digits</source>
        <translation>%1需要两位数字</translation>
    </message>
    <message>
        <source>a time cannot follow unspecified digits</source>
        <translation>时间不能跟在未指定的数字之后</translation>
    </message>
    <message>
        <source>a time is written HH:MM:SS</source>
        <translation>时间写作HH:MM:SS</translation>
    </message>
    <message>
        <source>the seconds need two digits</source>
        <translation>秒数需要两位数字</translation>
    </message>
    <message>
        <source>the time %1:%2 does not exist</source>
        <translation>时间%1:%2不存在</translation>
    </message>
    <message>
        <source>a time-zone offset is written ±HH or ±HH:MM</source>
        <translation>时区偏移写作±HH或±HH:MM</translation>
    </message>
    <message>
        <source>no time zone is %1%2:%3 from UTC</source>
        <translation>没有与UTC相差%1%2:%3的时区</translation>
    </message>
    <message>
        <source>a season cannot have unspecified digits</source>
        <translation>季节不能含有未指定的数字</translation>
    </message>
    <message>
        <source>month %1 does not exist (seasons are 21-41)</source>
        <translation>不存在第%1月（季节为21至41）</translation>
    </message>
    <message>
        <source>a season has no days</source>
        <translation>季节没有日</translation>
    </message>
    <message>
        <source>month %1 does not exist</source>
        <translation>不存在第%1月</translation>
    </message>
    <message>
        <source>no day matches those digits</source>
        <translation>没有与这些数字相符的日期</translation>
    </message>
    <message>
        <source>day %1 does not exist in that month</source>
        <translation>该月没有%1日</translation>
    </message>
    <message>
        <source>a long year cannot have a month</source>
        <translation>长年份不能带月份</translation>
    </message>
    <message>
        <source>a qualifier goes after the time, not before it</source>
        <translation>限定符应放在时间之后，而不是之前</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>意外的“%1”</translation>
    </message>
    <message>
        <source>a season is qualified as a whole</source>
        <translation>季节只能整体加限定符</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>内容为空</translation>
    </message>
    <message>
        <source>&quot;..&quot; alone is not a member of a set</source>
        <translation>单独的“..”不能作为集合的成员</translation>
    </message>
    <message>
        <source>an interval needs at least one known end</source>
        <translation>区间至少需要一个已知端点</translation>
    </message>
    <message>
        <source>the interval ends before it starts</source>
        <translation>区间的结束早于开始</translation>
    </message>
    <message>
        <source>a set ends with &quot;%1&quot;</source>
        <translation>集合以“%1”结束</translation>
    </message>
    <message>
        <source>a set needs at least one member</source>
        <translation>集合至少需要一个成员</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>至%1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>自%1</translation>
    </message>
    <message>
        <source>night of %1</source>
        <translation>%1夜</translation>
    </message>
    <message>
        <source>An empty date is not a valid date</source>
        <translation>空日期不是有效日期</translation>
    </message>
    <message>
        <source>an interval has exactly one &quot;/&quot;</source>
        <translation>区间恰有一个“/”</translation>
    </message>
</context>
<context>
    <name>parallax::Import</name>
    <message>
        <source>events read</source>
        <translation>已读取事件</translation>
    </message>
    <message>
        <source>texts searched for their quotes</source>
        <translation>已在文本中查找引文</translation>
    </message>
    <message>
        <source>texts indexed for search</source>
        <translation>篇文本已建立搜索索引</translation>
    </message>
</context>
<context>
    <name>parallax::Importance</name>
    <message>
        <source>Key</source>
        <translation>关键</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>重要</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>次要</translation>
    </message>
</context>
<context>
    <name>parallax::LandMask</name>
    <message>
        <source>The land map data is damaged.</source>
        <translation>陆地地图数据已损坏。</translation>
    </message>
    <message>
        <source>The land map data is missing.</source>
        <translation>缺少陆地地图数据。</translation>
    </message>
</context>
<context>
    <name>parallax::Map</name>
    <message>
        <source>%1 km</source>
        <translation>%1公里</translation>
    </message>
    <message>
        <source>inferred leg</source>
        <translation>推断的路段</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
</context>
<context>
    <name>parallax::SourceDetails</name>
    <message>
        <source>“%1” is not a language code: write one such as en, zh, da, zh-Hant or fr.</source>
        <translation>“%1”不是语言代码：请填写 en、zh、da、zh-Hant 或 fr 这样的代码。</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>史料需要标题。</translation>
    </message>
    <message>
        <source>The source needs a language (a code such as en, zh or da).</source>
        <translation>史料需要语言（如 en、zh 或 da 等代码）。</translation>
    </message>
    <message>
        <source>The date of writing is not an EDTF date: %1</source>
        <translation>成书日期不是 EDTF 日期：%1</translation>
    </message>
</context>
<context>
    <name>parallax::TextDecoding</name>
    <message>
        <source>%1 is not an encoding Parallax reads; choose one of %2.</source>
        <translation>%1不是Parallax能读取的编码；请从%2中选择。</translation>
    </message>
    <message>
        <source>%1 character(s) of this file are not valid %2%3.</source>
        <translation>此文件中有%1个字符不是有效的%2%3。</translation>
    </message>
    <message>
        <source>; it looks like %1</source>
        <translation>；看起来像是%1</translation>
    </message>
    <message>
        <source>This looks like a binary file, not text.</source>
        <translation>这看起来是二进制文件，而不是文本。</translation>
    </message>
    <message>
        <source>Read as %1, this file holds control characters that text does not; it looks like %2.</source>
        <translation>按%1读取时，此文件含有文本中不会出现的控制字符；看起来像是%2。</translation>
    </message>
</context>
<context>
    <name>parallax::TimeScale</name>
    <message>
        <source>%1 BC</source>
        <translation>公元前%1</translation>
    </message>
</context>
<context>
    <name>parallax::Timeline</name>
    <message>
        <source>Source</source>
        <translation>史料</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>时期</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Single lane</source>
        <translation>单一泳道</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>参考记录</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>全部事件</translation>
    </message>
    <message>
        <source>record</source>
        <translation>参考记录</translation>
    </message>
    <message>
        <source>account</source>
        <translation>记载</translation>
    </message>
    <message>
        <source>no date of its own</source>
        <translation>本身无日期</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>有争议</translation>
    </message>
    <message>
        <source>dates claimed</source>
        <translation>所记日期</translation>
    </message>
    <message>
        <source>one event in two sources</source>
        <translation>两种史料中的同一事件</translation>
    </message>
    <message>
        <source>events too close to tell apart: click to open</source>
        <translation>事件过于密集难以分辨：单击展开</translation>
    </message>
    <message numerus="yes">
        <source>%n more above</source>
        <translation>
            <numerusform>上方还有%n条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more below: wheel here</source>
        <translation>
            <numerusform>下方还有%n条：在此滚动滚轮</numerusform>
        </translation>
    </message>
    <message>
        <source>No lane has that name</source>
        <translation>没有名称相符的泳道</translation>
    </message>
    <message numerus="yes">
        <source>%n more lanes not shown</source>
        <translation>
            <numerusform>另有%n条泳道未显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::app::Commands</name>
    <message>
        <source>schema version, integrity, counts; never changes the file</source>
        <translation>模式版本、完整性、计数；从不修改文件</translation>
    </message>
    <message>
        <source>where the sources disagree, most severe first</source>
        <translation>史料之间的分歧，最严重的在前</translation>
    </message>
    <message>
        <source>events, places, people and passages</source>
        <translation>事件、地点、人物和段落</translation>
    </message>
    <message>
        <source>render the window (PNG) or the timeline (SVG, PDF) without a display</source>
        <translation>无需显示器即可渲染窗口（PNG）或时间轴（SVG、PDF）</translation>
    </message>
    <message>
        <source>Usage: parallax [COMMAND] [OPTIONS]</source>
        <translation>用法：parallax [命令] [选项]</translation>
    </message>
    <message>
        <source>Without a command, opens the viewer on your database (--db FILE for another).</source>
        <translation>不带命令时，在您的数据库上打开阅读窗口（用 --db 文件 指定其他数据库）。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>the language of the interface: en, zh or da (default: the system&apos;s)</source>
        <translation>界面语言：en、zh或da（默认：系统语言）</translation>
    </message>
    <message>
        <source>print the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <source>print this help</source>
        <translation>显示本帮助</translation>
    </message>
    <message>
        <source>Run &apos;parallax COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>运行“parallax 命令 --help”查看该命令的选项。</translation>
    </message>
    <message>
        <source>validate a corpus folder and build a database from it, or replace its events from a CSV</source>
        <translation>校验语料文件夹并据此建立数据库，或用CSV替换其中的事件</translation>
    </message>
    <message>
        <source>the whole database as JSON, a corpus folder, CSV or TimelineJS; places and route as GeoJSON</source>
        <translation>以JSON、语料文件夹、CSV或TimelineJS导出整个数据库；以GeoJSON导出地点和路线</translation>
    </message>
    <message>
        <source>read a date phrase as EDTF: first and last day, words used</source>
        <translation>将日期短语读作EDTF：首日、末日及所用词语</translation>
    </message>
    <message>
        <source>cite a passage as an account of an event</source>
        <translation>将段落引用为某事件的记载</translation>
    </message>
    <message>
        <source>add a text as a new source (creates DB), revise one and re-anchor its citations, or change its details</source>
        <translation>将文本添加为新史料（会创建数据库），修订史料文本并重新定位其引用，或修改史料信息</translation>
    </message>
    <message>
        <source>there is no database at %1 yet (the viewer makes it on its first start); name one: parallax check FILE</source>
        <translation>%1 还没有数据库（查看器首次启动时会创建它）；请指定一个：parallax check 文件</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>the database the viewer opens (default: the one used last)</source>
        <translation>查看器打开的数据库（默认：上次使用的数据库）</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light（浅色）或 dark（深色）</translation>
    </message>
</context>
<context>
    <name>parallax::app::DateCommand</name>
    <message>
        <source>unknown language &apos;%1&apos; (zh, da, en or auto)</source>
        <translation>未知语言“%1”（zh、da、en或auto）</translation>
    </message>
    <message>
        <source>--year must be a year such as 1814, not &apos;%1&apos;</source>
        <translation>--year 必须是年份，例如1814，而不是“%1”</translation>
    </message>
    <message>
        <source>--reference: %1</source>
        <translation>--reference：%1</translation>
    </message>
    <message>
        <source>--reference must be one EDTF day or month, such as 1814-04-13</source>
        <translation>--reference 必须是一个EDTF日期或月份，例如1814-04-13</translation>
    </message>
    <message>
        <source>first day:</source>
        <translation>起始日：</translation>
    </message>
    <message>
        <source>last day:</source>
        <translation>结束日：</translation>
    </message>
    <message>
        <source>language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>words:</source>
        <translation>字词：</translation>
    </message>
    <message>
        <source>meaning:</source>
        <translation>含义：</translation>
    </message>
</context>
<context>
    <name>parallax::app::Viewer</name>
    <message>
        <source>Parallax</source>
        <translation>Parallax</translation>
    </message>
    <message>
        <source>The database could not be opened.

%1</source>
        <translation>无法打开数据库。

%1</translation>
    </message>
</context>
<context>
    <name>parallax::db</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹%1。</translation>
    </message>
    <message>
        <source>The bundled corpus is damaged:
%1</source>
        <translation>随附的语料已损坏：
%1</translation>
    </message>
</context>
<context>
    <name>parallax::db::ConflictStream</name>
    <message>
        <source>cannot make a temporary file in %1: %2</source>
        <translation>无法在%1中创建临时文件：%2</translation>
    </message>
    <message>
        <source>event row %1 is out of range</source>
        <translation>事件行%1超出范围</translation>
    </message>
    <message>
        <source>%1 row %2 has a date that does not parse: %3</source>
        <translation>%1第%2行的日期无法解析：%3</translation>
    </message>
    <message>
        <source>an account belongs to event row %1, which is not there</source>
        <translation>一条记载属于事件行%1，但该行不存在</translation>
    </message>
    <message>
        <source>an account of event row %1 cites a source that is not there</source>
        <translation>事件行%1的一条记载引用了不存在的史料</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>无法写入临时文件：%1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>cannot read back a temporary file</source>
        <translation>无法读回临时文件</translation>
    </message>
    <message>
        <source>a narrative-order note could not be written</source>
        <translation>无法写出叙事顺序的注记</translation>
    </message>
</context>
<context>
    <name>parallax::db::CorpusExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
    <message>
        <source>%1 is not empty: give a new folder</source>
        <translation>%1不是空的：请指定一个新文件夹</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹%1</translation>
    </message>
    <message>
        <source>%1 cannot be read: source %2 appeared while it was read</source>
        <translation>无法读取 %1：史料 %2 在读取过程中出现</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2 of its %3 source texts were read</source>
        <translation>无法读取 %1：其 %3 篇史料文本只读到了 %2 篇</translation>
    </message>
</context>
<context>
    <name>parallax::db::CorpusLoader</name>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>未知字段“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>“%1”必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty</source>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>“%1”必须是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, outside %3…%4</source>
        <translation>“%1”为%2，超出%3…%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>“%1”必须是true或false</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of names by language, e.g. {&quot;en&quot;: &quot;…&quot;}</source>
        <translation>“%1”必须是按语言给出名称的对象，例如 {&quot;en&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>&quot;%1.%2&quot; must be a non-empty string</source>
        <translation>“%1.%2”必须是非空字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs an English (&quot;en&quot;) entry</source>
        <translation>“%1”需要英文（&quot;en&quot;）条目</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice</source>
        <translation>标识“%1”被使用了两次</translation>
    </message>
    <message>
        <source>is not valid UTF-8 (first bad byte at offset %1)</source>
        <translation>不是有效的UTF-8（第一个错误字节位于偏移%1）</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>必须只含一个JSON对象</translation>
    </message>
    <message>
        <source>must be &quot;parallax-corpus&quot;</source>
        <translation>必须是“parallax-corpus”</translation>
    </message>
    <message>
        <source>must be 1 (the only corpus format version so far)</source>
        <translation>必须是1（目前唯一的语料格式版本）</translation>
    </message>
    <message>
        <source>&quot;file&quot; must be a plain file name inside the corpus folder</source>
        <translation>“file”必须是语料文件夹内的简单文件名</translation>
    </message>
    <message>
        <source>&quot;color&quot; &quot;%1&quot; is not a colour (use #rrggbb)</source>
        <translation>“color”“%1”不是颜色（请用#rrggbb）</translation>
    </message>
    <message>
        <source>refers to %1 &quot;%2&quot;, which the corpus does not define</source>
        <translation>引用了%1“%2”，但语料中没有定义</translation>
    </message>
    <message>
        <source>&quot;importance&quot; must be key, major or minor, not &quot;%1&quot;</source>
        <translation>“importance”必须是key、major或minor，而不是“%1”</translation>
    </message>
    <message>
        <source>cites no source: every event needs at least one account</source>
        <translation>没有引用史料：每个事件至少需要一条记载</translation>
    </message>
    <message>
        <source>the quote «%1» does not occur%2 in source %3</source>
        <translation>引文«%1»%2未出现在史料%3中</translation>
    </message>
    <message>
        <source> with that prefix/suffix</source>
        <translation>（带此前缀/后缀）</translation>
    </message>
    <message>
        <source>the quote «%1» occurs %2 times in source %3 (at code points %4): add a &quot;prefix&quot; or &quot;suffix&quot; to say which</source>
        <translation>引文«%1»在史料%3中出现%2次（位于码位%4）：请加上“prefix”或“suffix”以指明是哪一处</translation>
    </message>
    <message>
        <source>arrives (%1) before it departs (%2)</source>
        <translation>到达（%1）早于出发（%2）</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be land or sea, not &quot;%1&quot;</source>
        <translation>“mode”必须是land或sea，而不是“%1”</translation>
    </message>
    <message>
        <source>the name «%1» does not occur in source %2</source>
        <translation>名称«%1»未出现在史料%2中</translation>
    </message>
    <message>
        <source>has &quot;date_text&quot; but no &quot;claimed_date&quot;, and the words give none: %1</source>
        <translation>有“date_text”却没有“claimed_date”，而文字中也读不出日期：%1</translation>
    </message>
    <message>
        <source>&quot;date_text&quot; «%1» reads as %2, but &quot;claimed_date&quot; is %3</source>
        <translation>“date_text”«%1»读作%2，但“claimed_date”为%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the key &quot;%2&quot;, which is not a language code (such as en, zh, da)</source>
        <translation>“%1”含有键“%2”，但它不是语言代码（如en、zh、da）</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list</source>
        <translation>“%1”必须是列表</translation>
    </message>
    <message>
        <source>&quot;people&quot; must list ids of people (non-empty strings)</source>
        <translation>“people”必须列出人物的id（非空字符串）</translation>
    </message>
    <message>
        <source>&quot;people&quot; lists &quot;%1&quot; twice</source>
        <translation>“people”中“%1”出现了两次</translation>
    </message>
    <message>
        <source>refers to person &quot;%1&quot;, which the corpus does not define</source>
        <translation>引用了人物“%1”，但语料中没有定义</translation>
    </message>
    <message>
        <source>%1 changed while it was imported; nothing was written (import it again)</source>
        <translation>%1 在导入过程中被修改；未写入任何内容（请重新导入）</translation>
    </message>
    <message>
        <source>changed while it was read; nothing was written (import it again)</source>
        <translation>在读取过程中被修改；未写入任何内容（请重新导入）</translation>
    </message>
    <message>
        <source>A corpus folder holds corpus.json (its sources, places, people, eras, events and route) and the plain-text source files that corpus.json names; docs/corpus-format.md describes it, and &quot;parallax export --format corpus -o FOLDER&quot; writes one from a database.</source>
        <translation>语料文件夹包含corpus.json（语料的史料、地点、人物、时期、事件和路线）以及corpus.json所列的纯文本史料文件；docs/corpus-format.md对此有说明，&quot;parallax export --format corpus -o FOLDER&quot;可从数据库写出一个语料文件夹。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1不存在。</translation>
    </message>
    <message>
        <source>%1 is a file, not a corpus folder.</source>
        <translation>%1是文件，不是语料文件夹。</translation>
    </message>
    <message>
        <source>%1 is not a corpus folder: it holds no corpus.json, but these folders in it do: %2</source>
        <translation>%1不是语料文件夹：其中没有corpus.json，但其中的这些文件夹有：%2</translation>
    </message>
    <message>
        <source>%1 is not a corpus folder: it holds no corpus.json.</source>
        <translation>%1不是语料文件夹：其中没有corpus.json。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given only with &quot;orphaned&quot;: true (the importer finds where a quote stands)</source>
        <translation>“%1”只能与&quot;orphaned&quot;: true一起给出（引文的位置由导入程序查找）</translation>
    </message>
    <message>
        <source>an orphaned account&apos;s quote is not looked for in its source: &quot;%1&quot; does not apply</source>
        <translation>孤立记载的引文不会在其史料中查找：“%1”不适用</translation>
    </message>
    <message>
        <source>&quot;end&quot; (%1) is before &quot;start&quot; (%2)</source>
        <translation>“end”（%1）在“start”（%2）之前</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>“%1”必须是整数</translation>
    </message>
    <message>
        <source>&quot;end&quot; (%1) is past the end of source %2 (%3 characters)</source>
        <translation>“end”（%1）超出了史料%2的末尾（共%3个字符）</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is the one the import gives accounts[%2] of event %3, which has none of its own</source>
        <translation>标识“%1”是导入时分配给事件%3的accounts[%2]的标识，而该记载没有自己的标识</translation>
    </message>
</context>
<context>
    <name>parallax::db::CsvExchange</name>
    <message>
        <source>cell %1 has a quotation mark inside it that does not close it: put the whole cell in quotes and double the marks inside</source>
        <translation>单元格%1内有未闭合的引号：请用引号括住整个单元格，并把其中的引号写成两个</translation>
    </message>
    <message>
        <source>a quoted cell is never closed (a missing quotation mark)</source>
        <translation>带引号的单元格没有闭合（缺少引号）</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>该列出现了两次</translation>
    </message>
    <message>
        <source>is not a column Parallax reads (see docs/exchange.md)</source>
        <translation>不是Parallax读取的列（参见 docs/exchange.md）</translation>
    </message>
    <message>
        <source>the column is missing</source>
        <translation>缺少该列</translation>
    </message>
    <message>
        <source>has %1 cells where the header has %2</source>
        <translation>有%1个单元格，而表头有%2个</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the database</source>
        <translation>数据库中没有“%1”</translation>
    </message>
    <message>
        <source>is empty: every event needs an English title</source>
        <translation>为空：每个事件都需要英文标题</translation>
    </message>
    <message>
        <source>must be key, major or minor, not &quot;%1&quot;</source>
        <translation>必须是key、major或minor，而不是“%1”</translation>
    </message>
    <message>
        <source>must be a number of characters, not &quot;%1&quot;</source>
        <translation>必须是字符数，而不是“%1”</translation>
    </message>
    <message>
        <source>does not occur in source %1</source>
        <translation>未出现在史料%1中</translation>
    </message>
    <message>
        <source>the quote occurs more than once in source %1: give the character where this one starts</source>
        <translation>该引文在史料%1中出现不止一次：请给出此处起始的字符位置</translation>
    </message>
    <message>
        <source>differs from row %1, the first row of event %2</source>
        <translation>与第%1行（事件%2的第一行）不同</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第%1行：%2</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第%1行，%2列：%3</translation>
    </message>
    <message>
        <source>cannot write the CSV: %1</source>
        <translation>无法写入CSV：%1</translation>
    </message>
    <message>
        <source>the file is not UTF-8 (byte %1; save it as &quot;CSV UTF-8&quot;)</source>
        <translation>文件不是UTF-8编码（第%1字节；请另存为“CSV UTF-8”）</translation>
    </message>
    <message>
        <source>the file has no header row</source>
        <translation>文件没有表头行</translation>
    </message>
    <message>
        <source>the file has no rows of accounts</source>
        <translation>文件中没有记载行</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id the import gives account %2 of event %3, which has none of its own</source>
        <translation>“%1”是导入时赋予事件 %3 的第 %2 条记载的编号，而该记载没有自己的编号</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of row %2&apos;s account too</source>
        <translation>“%1”也是第 %2 行记载的编号</translation>
    </message>
</context>
<context>
    <name>parallax::db::Database</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Parallax database: it is not an SQLite file at all.</source>
        <translation>%1不是Parallax数据库：它根本不是SQLite文件。</translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation>缺少%1 %2</translation>
    </message>
    <message>
        <source>the %1 %2 is not as schema %3 defines it</source>
        <translation>%1 %2与模式%3的定义不符</translation>
    </message>
    <message>
        <source>the trigger %1 is not part of schema %2</source>
        <translation>触发器%1不属于模式%2</translation>
    </message>
    <message>
        <source>There is no database at %1.</source>
        <translation>%1处没有数据库。</translation>
    </message>
    <message>
        <source>%1 has an older schema (%2); open it for writing once to upgrade it.</source>
        <translation>%1的模式较旧（%2）；请以写入方式打开一次以升级。</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change left by a program that stopped while writing it. Open it in the Parallax window, which rolls the change back (after keeping a backup); this command only reads.</source>
        <translation>%1含有一项未完成的更改，是某个程序在写入时中止留下的。请在Parallax窗口中打开它，窗口会（先保留备份）回滚该更改；本命令只读取。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>无法打开%1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be read: %2</source>
        <translation>%1已损坏，无法读取：%2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Parallax database.</source>
        <translation>%1是SQLite数据库，但不是Parallax数据库。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Parallax (schema %2; this version reads up to %3). Update Parallax to open it.</source>
        <translation>%1由较新版本的Parallax写入（模式%2；本版本最多读取到%3）。请更新Parallax后再打开。</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1已损坏：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2%3</source>
        <translation>%1已损坏：%2%3</translation>
    </message>
    <message>
        <source> (and %1 more)</source>
        <translation>（另有%1处）</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change, but a backup could not be written to %2 (%3); nothing was changed.</source>
        <translation>%1含有未完成的更改，但无法将备份写入%2（%3）；未作任何更改。</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change that could not be rolled back: %2</source>
        <translation>%1含有无法回滚的未完成更改：%2</translation>
    </message>
    <message>
        <source>its journal is still there</source>
        <translation>其日志文件仍然存在</translation>
    </message>
    <message>
        <source>%1 held an unfinished change from a program that stopped while writing it: the change was rolled back. The file as it was is kept at %2 (with %2-journal).</source>
        <translation>%1曾含有某个程序写入时中止留下的未完成更改：该更改已回滚。原文件保存在%2（连同%2-journal）。</translation>
    </message>
    <message>
        <source>%1 needs an upgrade, but a backup could not be written to %2 (%3); nothing was changed.</source>
        <translation>%1需要升级，但无法将备份写入%2（%3）；未作任何更改。</translation>
    </message>
    <message>
        <source>%1 cannot be opened for writing: %2</source>
        <translation>无法以写入方式打开%1：%2</translation>
    </message>
    <message>
        <source>Upgrading %1 failed, nothing was changed (%2).</source>
        <translation>升级%1失败，未作任何更改（%2）。</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1已存在。</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>无法创建%1：%2</translation>
    </message>
    <message>
        <source>cannot start a transaction</source>
        <translation>无法开始事务</translation>
    </message>
    <message>
        <source>migration %1 is missing from this build</source>
        <translation>此版本缺少迁移%1</translation>
    </message>
    <message>
        <source>migration %1: %2</source>
        <translation>迁移%1：%2</translation>
    </message>
    <message>
        <source>%1 was switched to write-ahead logging by another program; reading it would create files beside it. Open it once in the Parallax window, which switches it back; this command only reads.</source>
        <translation>%1已被其他程序切换为预写日志（WAL）模式；读取它会在其旁边生成文件。请在Parallax窗口中打开它一次，即可切换回来；此命令只读取。</translation>
    </message>
    <message>
        <source>%1 was in write-ahead-log mode (set by another program); it is back in the rollback-journal mode Parallax uses.</source>
        <translation>%1曾处于预写日志模式（由其他程序设置）；现已恢复为Parallax使用的回滚日志模式。</translation>
    </message>
    <message>
        <source>%1 is no longer the file that was opened</source>
        <translation>%1 已不再是打开时的那个文件</translation>
    </message>
</context>
<context>
    <name>parallax::db::DurableFile</name>
    <message>
        <source>cannot open %1 to sync it: %2</source>
        <translation>无法打开%1以同步：%2</translation>
    </message>
    <message>
        <source>cannot sync %1: %2</source>
        <translation>无法同步%1：%2</translation>
    </message>
    <message>
        <source>cannot open %1 to sync it</source>
        <translation>无法打开%1以同步</translation>
    </message>
    <message>
        <source>cannot sync %1</source>
        <translation>无法同步%1</translation>
    </message>
    <message>
        <source>cannot move %1 to %2</source>
        <translation>无法将%1移至%2</translation>
    </message>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>无法将%1移至%2：%3</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1已存在</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>无法在%1中写入：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
</context>
<context>
    <name>parallax::db::Export</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
</context>
<context>
    <name>parallax::db::JsonScan</name>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>JSON 值结束后出现了多余的文本</translation>
    </message>
    <message>
        <source>the text ends where a value should be</source>
        <translation>文本在应有值的位置结束了</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>文本在数字中间结束了</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>数字的小数点后需要有数字</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>数字的指数部分需要有数字</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>意外的字符</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>字符串没有闭合</translation>
    </message>
    <message>
        <source>a line break inside a string (write it as \n)</source>
        <translation>字符串中有换行（请写作 \n）</translation>
    </message>
    <message>
        <source>the control character U+%1 inside a string (write it as an escape)</source>
        <translation>字符串中有控制字符 U+%1（请写成转义序列）</translation>
    </message>
    <message>
        <source>\%1 is not a JSON escape</source>
        <translation>\%1 不是 JSON 转义序列</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u 后需要四位十六进制数字</translation>
    </message>
    <message>
        <source>\u%1 is the second half of a character without its first</source>
        <translation>\u%1 是一个字符的后半部分，缺少前半部分</translation>
    </message>
    <message>
        <source>\u%1 is the first half of a character without its second</source>
        <translation>\u%1 是一个字符的前半部分，缺少后半部分</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>an object key must be a string in double quotes</source>
        <translation>对象的键必须是双引号中的字符串</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (a reader would keep only one of them)</source>
        <translation>键“%1”在同一对象中出现了两次（读取时只会保留其中一个）</translation>
    </message>
    <message>
        <source>a &apos;:&apos; should follow the key &quot;%1&quot;</source>
        <translation>键“%1”后面应有“:”</translation>
    </message>
    <message>
        <source>a &apos;,&apos; or &apos;}&apos; should follow the value of &quot;%1&quot;</source>
        <translation>“%1”的值后面应有“,”或“}”</translation>
    </message>
    <message>
        <source>a &apos;,&apos; or &apos;]&apos; should follow a list element</source>
        <translation>列表元素后面应有“,”或“]”</translation>
    </message>
</context>
<context>
    <name>parallax::db::Repository</name>
    <message>
        <source>The database %1 is busy or read-only; nothing was changed.</source>
        <translation>数据库%1正忙或为只读；未作任何更改。</translation>
    </message>
    <message>
        <source>A source needs a title.</source>
        <translation>史料需要标题。</translation>
    </message>
    <message>
        <source>A source needs a language (a code such as en, zh or da).</source>
        <translation>史料需要语言（如en、zh或da等代码）。</translation>
    </message>
    <message>
        <source>The source&apos;s text is empty.</source>
        <translation>史料的文本为空。</translation>
    </message>
    <message>
        <source>The date of writing is not an EDTF date: %1</source>
        <translation>成书日期不是EDTF日期：%1</translation>
    </message>
    <message>
        <source>There is no source %1.</source>
        <translation>没有史料%1。</translation>
    </message>
    <message>
        <source>There is already a source %1.</source>
        <translation>已有史料%1。</translation>
    </message>
    <message>
        <source>The new text is empty.</source>
        <translation>新文本为空。</translation>
    </message>
    <message>
        <source>Source %1 is cited by %2 account(s); remove them first.</source>
        <translation>史料%1被%2条记载引用；请先删除这些记载。</translation>
    </message>
    <message>
        <source>There is no %1 %2.</source>
        <translation>没有%1 %2。</translation>
    </message>
    <message>
        <source>An event needs a title.</source>
        <translation>事件需要标题。</translation>
    </message>
    <message>
        <source>An event needs a date (EDTF, such as 1814-04-06).</source>
        <translation>事件需要日期（EDTF，如1814-04-06）。</translation>
    </message>
    <message>
        <source>There is no person %1.</source>
        <translation>没有人物%1。</translation>
    </message>
    <message>
        <source>The cited passage is empty.</source>
        <translation>所引段落为空。</translation>
    </message>
    <message>
        <source>The passage %1…%2 is not inside source %3.</source>
        <translation>段落%1…%2不在史料%3的范围内。</translation>
    </message>
    <message>
        <source>Source %1 does not say &quot;%2&quot; at %3…%4.</source>
        <translation>史料%1在%3…%4处并没有“%2”这段文字。</translation>
    </message>
    <message>
        <source>There is no event %1.</source>
        <translation>没有事件%1。</translation>
    </message>
    <message>
        <source>There is no account %1.</source>
        <translation>没有记载%1。</translation>
    </message>
    <message>
        <source>There is already an event %1.</source>
        <translation>已有事件%1。</translation>
    </message>
    <message>
        <source>There is already an account %1.</source>
        <translation>已有记载%1。</translation>
    </message>
    <message>
        <source>A %1 needs a name.</source>
        <translation>%1需要名称。</translation>
    </message>
    <message>
        <source>There is no place %1.</source>
        <translation>没有地点%1。</translation>
    </message>
    <message>
        <source>There is already a place %1.</source>
        <translation>已有地点%1。</translation>
    </message>
    <message>
        <source>Place %1 is still used by an event or the route.</source>
        <translation>地点%1仍被某个事件或路线使用。</translation>
    </message>
    <message>
        <source>There is already a person %1.</source>
        <translation>已有人物%1。</translation>
    </message>
    <message>
        <source>Person %1 still takes part in an event.</source>
        <translation>人物%1仍参与某个事件。</translation>
    </message>
    <message>
        <source>There is no era %1.</source>
        <translation>没有时期%1。</translation>
    </message>
    <message>
        <source>An era needs a date (an EDTF interval such as 1804/1814).</source>
        <translation>时期需要日期（EDTF区间，如1804/1814）。</translation>
    </message>
    <message>
        <source>There is already an era %1.</source>
        <translation>已有时期%1。</translation>
    </message>
    <message>
        <source>Era %1 still holds events.</source>
        <translation>时期%1中仍有事件。</translation>
    </message>
    <message>
        <source>A route leg must go from a known place to a known place.</source>
        <translation>路段必须从已知地点通往已知地点。</translation>
    </message>
    <message>
        <source>A route leg needs a departure and an arrival date (EDTF).</source>
        <translation>路段需要出发和到达日期（EDTF）。</translation>
    </message>
    <message>
        <source>There is no route leg %1.</source>
        <translation>没有路段%1。</translation>
    </message>
    <message>
        <source>Account %1&apos;s passage %2…%3 lies outside any text it could cite.</source>
        <translation>记述%1的段落%2…%3超出了任何可引用文本的范围。</translation>
    </message>
</context>
<context>
    <name>parallax::db::SafeFile</name>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>管道（FIFO）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>a loop of symbolic links</source>
        <translation>符号链接循环</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2, not a file Parallax can read</source>
        <translation>%1 是%2，不是 Parallax 能读取的文件</translation>
    </message>
    <message>
        <source>%1 cannot be resolved (missing, or a loop of symbolic links)</source>
        <translation>无法解析 %1（不存在，或是符号链接循环）</translation>
    </message>
    <message>
        <source>%1 leads outside the folder %2 (a symbolic link to %3): only files inside it are read</source>
        <translation>%1 指向文件夹 %2 之外（指向 %3 的符号链接）：只读取该文件夹内的文件</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the limit for one file</source>
        <translation>%1 超过单个文件的上限 %2 MB</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 不是文件</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a file Parallax can read</source>
        <translation>%1 不是 Parallax 能读取的文件</translation>
    </message>
</context>
<context>
    <name>parallax::db::Search</name>
    <message>
        <source>The search text is %1 characters long; at most %2 can be searched for.</source>
        <translation>搜索文字长%1个字符；最多只能搜索%2个字符。</translation>
    </message>
    <message>
        <source>A passage of the search index is not part of its source&apos;s text (%1): the database is damaged. Run &quot;parallax check&quot; on it for every problem.</source>
        <translation>搜索索引中的一段不在其来源的文本之内（%1）：数据库已损坏。请对其运行“parallax check”以查看所有问题。</translation>
    </message>
</context>
<context>
    <name>parallax::db::Store</name>
    <message>
        <source>writing %1 failed: %2</source>
        <translation>写入%1失败：%2</translation>
    </message>
    <message>
        <source>cannot start a transaction on %1</source>
        <translation>无法在%1上开始事务</translation>
    </message>
    <message>
        <source>building the search index failed: %1</source>
        <translation>建立搜索索引失败：%1</translation>
    </message>
    <message>
        <source>building indexes failed: %1</source>
        <translation>建立索引失败：%1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>史料%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>era %1</source>
        <translation>时期%1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>事件%1</translation>
    </message>
    <message>
        <source>people of event %1</source>
        <translation>事件%1的人物</translation>
    </message>
    <message>
        <source>account %1 of event %2</source>
        <translation>事件%2的第%1条记载</translation>
    </message>
    <message>
        <source>route leg %1</source>
        <translation>路线第%1段</translation>
    </message>
    <message>
        <source>waypoint %1 of leg %2</source>
        <translation>第%2段的第%1个途经点</translation>
    </message>
    <message>
        <source>the new database&apos;s rows are not numbered as the search index expects</source>
        <translation>新数据库的行编号与搜索索引的预期不符</translation>
    </message>
    <message>
        <source>cannot open the scratch database: %1</source>
        <translation>无法打开临时数据库：%1</translation>
    </message>
    <message>
        <source>putting the database together failed: %1</source>
        <translation>组装数据库失败：%1</translation>
    </message>
    <message>
        <source>%1 already exists; use --replace to replace it.</source>
        <translation>%1已存在；请用 --replace 替换它。</translation>
    </message>
    <message>
        <source>%1 exists and is not a file.</source>
        <translation>%1已存在，但不是文件。</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>无法在%1中写入：%2</translation>
    </message>
    <message>
        <source>%1 holds data Parallax cannot use (%2). Run &quot;parallax check&quot; on it for every problem.</source>
        <translation>%1含有Parallax无法使用的数据（%2）。请对其运行“parallax check”以查看所有问题。</translation>
    </message>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1第%2行：%3</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1为空</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a date: %3</source>
        <translation>%1“%2”不是日期：%3</translation>
    </message>
    <message>
        <source>has no %1</source>
        <translation>没有%1</translation>
    </message>
    <message>
        <source>refers to %1 %2, which does not exist</source>
        <translation>引用了不存在的%1 %2</translation>
    </message>
    <message>
        <source>has no key</source>
        <translation>没有键</translation>
    </message>
    <message>
        <source>its text is %1 characters long, not %2 as recorded</source>
        <translation>其文本长%1个字符，而不是记录的%2个</translation>
    </message>
    <message>
        <source>(%1, %2) is not a position on Earth</source>
        <translation>（%1, %2）不是地球上的位置</translation>
    </message>
    <message>
        <source>its time columns do not match its date %1</source>
        <translation>其时间列与日期%1不符</translation>
    </message>
    <message>
        <source>importance %1 is not 0, 1 or 2</source>
        <translation>重要性%1不是0、1或2</translation>
    </message>
    <message>
        <source>refers to event %1, which does not exist</source>
        <translation>引用了不存在的事件%1</translation>
    </message>
    <message>
        <source>its quote at %1…%2 lies outside source %3</source>
        <translation>其位于%1…%2的引文超出了史料%3的范围</translation>
    </message>
    <message>
        <source>its quote is not what source %1 says at %2…%3</source>
        <translation>其引文与史料%1在%2…%3处的文字不符</translation>
    </message>
    <message>
        <source>mode &quot;%1&quot; is not land or sea</source>
        <translation>方式“%1”既不是land也不是sea</translation>
    </message>
    <message>
        <source>titles of event %1</source>
        <translation>事件%1的标题</translation>
    </message>
    <message>
        <source>names of era %1</source>
        <translation>时期%1的名称</translation>
    </message>
    <message>
        <source>names of place %1</source>
        <translation>地点%1的名称</translation>
    </message>
    <message>
        <source>names of person %1</source>
        <translation>人物%1的名称</translation>
    </message>
    <message>
        <source>removed %1, left by an import that was stopped</source>
        <translation>已删除%1（由中断的导入遗留）</translation>
    </message>
    <message>
        <source>cannot move the new database into place at %1: %2</source>
        <translation>无法将新数据库移至%1：%2</translation>
    </message>
    <message>
        <source>timeline of event %1: %2</source>
        <translation>事件 %1 的时间线：%2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>the sources changed while their texts were indexed</source>
        <translation>为史料文本建立索引期间，史料发生了变化</translation>
    </message>
    <message>
        <source>writing the conflict list failed: %1</source>
        <translation>写入冲突列表失败：%1</translation>
    </message>
    <message>
        <source>%1 is damaged: its conflict list holds %2 conflicts</source>
        <translation>%1 已损坏：其冲突列表记有 %2 条冲突</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1已损坏：%2</translation>
    </message>
    <message>
        <source>its conflict list holds %1 of its %2 conflicts</source>
        <translation>其冲突列表只有 %2 条冲突中的 %1 条</translation>
    </message>
    <message>
        <source>its conflict list has a row at %1 where %2 belongs</source>
        <translation>其冲突列表在应为第 %2 条的位置上是第 %1 条</translation>
    </message>
    <message>
        <source>conflict %1 of its list is of no known kind or severity</source>
        <translation>其列表中的第 %1 条冲突类型或严重程度未知</translation>
    </message>
    <message>
        <source>conflict %1 of its list is incomplete</source>
        <translation>其列表中的第 %1 条冲突不完整</translation>
    </message>
    <message>
        <source>the stored conflict list holds %1 conflicts; %2 are found</source>
        <translation>保存的冲突列表有 %1 条冲突；实际找到 %2 条</translation>
    </message>
    <message>
        <source>conflict %1 of the stored list (%2, %3) is not the one found there (%4, %5)</source>
        <translation>保存的列表中的第 %1 条冲突（%2，%3）与在该处找到的（%4，%5）不同</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>无法写入临时文件：%1</translation>
    </message>
    <message>
        <source>cannot read back a temporary file</source>
        <translation>无法读回临时文件</translation>
    </message>
    <message>
        <source>Account %1 was read without its quote, date words, gloss and note; writing it would lose them.</source>
        <translation>记载%1读取时未含其引文、日期用语、释义与备注；写入会使这些内容丢失。</translation>
    </message>
    <message>
        <source>%1 is not a database; it is not replaced (check the name given to --db).</source>
        <translation>%1 不是数据库，未替换该文件（请检查 --db 所给的文件名）。</translation>
    </message>
    <message>
        <source>%1: its rule CHECK (%2) cannot be asked: %3</source>
        <translation>%1：无法检验其规则 CHECK (%2)：%3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) break its rule CHECK (%2)</source>
        <translation>
            <numerusform>%1：有%n行违反其规则 CHECK (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>the word pairs were written for other passages than the texts&apos; index holds</source>
        <translation>词对索引所依据的段落与文本索引中的段落不一致</translation>
    </message>
    <message>
        <source>indexing the word pairs failed: %1</source>
        <translation>建立词对索引失败：%1</translation>
    </message>
    <message>
        <source>cannot keep %1 before replacing it, so it was not replaced: %2</source>
        <translation>无法在替换前保留 %1 的副本，因此未替换：%2</translation>
    </message>
    <message>
        <source>%1 has a change left unfinished beside it (%2); open it in Parallax once, which finishes or undoes the change, before replacing it.</source>
        <translation>%1 旁边留有一项未完成的更改（%2）；请先在 Parallax 中打开它一次，以完成或撤销该更改，然后再替换它。</translation>
    </message>
</context>
<context>
    <name>parallax::db::TimelineJs</name>
    <message>
        <source> (claims %1)</source>
        <translation>（记为%1）</translation>
    </message>
    <message>
        <source>%1 events, %2 sources</source>
        <translation>%1个事件，%2种史料</translation>
    </message>
    <message>
        <source>cannot write the timeline: %1</source>
        <translation>无法写入时间轴：%1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AccountDialog</name>
    <message>
        <source>Edit Account</source>
        <translation>编辑记载</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;i&gt;%2&lt;/i&gt;:&lt;br&gt;“%3”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;论&lt;i&gt;%2&lt;/i&gt;：&lt;br&gt;“%3”</translation>
    </message>
    <message>
        <source>The source&apos;s own words, e.g. “le 6 avril”</source>
        <translation>史料原文的措辞，如“le 6 avril”</translation>
    </message>
    <message>
        <source>&amp;Claimed date:</source>
        <translation>所记日期(&amp;C)：</translation>
    </message>
    <message>
        <source>Date in the source&apos;s &amp;words:</source>
        <translation>史料原文中的日期(&amp;W)：</translation>
    </message>
    <message>
        <source>English &amp;gloss:</source>
        <translation>英文释义(&amp;G)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Move to another event:</source>
        <translation>移至其他事件(&amp;M)：</translation>
    </message>
    <message>
        <source>Claimed date: %1</source>
        <translation>所记日期：%1</translation>
    </message>
    <message>
        <source>Choose the event to move the account to.</source>
        <translation>请选择要将记载移至的事件。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddEventCommand</name>
    <message>
        <source>Add event “%1”</source>
        <translation>添加事件“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddSourceCommand</name>
    <message>
        <source>Add source “%1”</source>
        <translation>添加史料“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddSourceDialog</name>
    <message>
        <source>Add Source</source>
        <translation>添加史料</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Written:</source>
        <translation>成书日期(&amp;W)：</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>Pu&amp;blisher:</source>
        <translation>出版者(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>网址(&amp;U)：</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>The text is empty.</source>
        <translation>文本为空。</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>史料需要标题。</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>成书日期：%1</translation>
    </message>
    <message>
        <source>Proposed from the text&apos;s first line, or else from the file&apos;s name; change it as you like.</source>
        <translation>取自文本的第一行，否则取自文件名；可随意修改。</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>图书</translation>
    </message>
    <message>
        <source>Manuscript</source>
        <translation>手稿</translation>
    </message>
    <message>
        <source>Journal article</source>
        <translation>期刊文章</translation>
    </message>
    <message>
        <source>Book chapter</source>
        <translation>图书章节</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>书信</translation>
    </message>
    <message>
        <source>Web page</source>
        <translation>网页</translation>
    </message>
</context>
<context>
    <name>parallax::ui::CiteCommand</name>
    <message>
        <source>Cite for new event “%1”</source>
        <translation>为新事件“%1”引用</translation>
    </message>
    <message>
        <source>Cite for event “%1”</source>
        <translation>为事件“%1”引用</translation>
    </message>
</context>
<context>
    <name>parallax::ui::CiteDialog</name>
    <message>
        <source>Cite for Event</source>
        <translation>为事件引用</translation>
    </message>
    <message>
        <source>An &amp;existing event:</source>
        <translation>已有事件(&amp;E)：</translation>
    </message>
    <message>
        <source>Type part of a title…</source>
        <translation>输入标题的一部分…</translation>
    </message>
    <message>
        <source>A &amp;new event:</source>
        <translation>新事件(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Date in the source&apos;s &amp;words:</source>
        <translation>史料原文中的日期(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Claimed date:</source>
        <translation>所记日期(&amp;C)：</translation>
    </message>
    <message>
        <source>English &amp;gloss:</source>
        <translation>英文释义(&amp;G)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>Cite</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Select a passage of the source first.</source>
        <translation>请先选择史料中的一段文字。</translation>
    </message>
    <message>
        <source>Choose an event, or create a new one.</source>
        <translation>请选择一个事件，或新建一个。</translation>
    </message>
    <message>
        <source>The new event needs a title.</source>
        <translation>新事件需要标题。</translation>
    </message>
    <message>
        <source>Claimed date: %1</source>
        <translation>所记日期：%1</translation>
    </message>
    <message>
        <source>Event date: %1</source>
        <translation>事件日期：%1</translation>
    </message>
    <message>
        <source>No date words found in the selection or just before it.</source>
        <translation>在所选内容及其前方均未找到表示日期的文字。</translation>
    </message>
    <message>
        <source>Read from “%1” in the selection.</source>
        <translation>读取自所选内容中的“%1”。</translation>
    </message>
    <message>
        <source>Read from “%1” just before the selection.</source>
        <translation>读取自所选内容前方的“%1”。</translation>
    </message>
    <message>
        <source>Read from “%1” in the sentence before the selection.</source>
        <translation>读取自所选内容前一句中的“%1”。</translation>
    </message>
    <message>
        <source>Read from “%1”.</source>
        <translation>读取自“%1”。</translation>
    </message>
    <message>
        <source>The year %1 comes from the text before it.</source>
        <translation>年份%1取自其前方的文字。</translation>
    </message>
    <message>
        <source>⚠ This event is dated %1, but the claimed date is %2.</source>
        <translation>⚠ 此事件的日期为 %1，但所记日期为 %2。</translation>
    </message>
    <message>
        <source>Counted from %1, the date the text names before it.</source>
        <translation>从前文所载的日期 %1 起算。</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06 or 6 April 1814 (default: the claimed date)</source>
        <translation>例如 1814-04-06 或 1814年4月6日（默认：所记日期）</translation>
    </message>
    <message>
        <source>Left empty, the new event takes the claimed date.</source>
        <translation>留空则新事件采用所记日期。</translation>
    </message>
    <message>
        <source>A date is needed, here or as the claimed date.</source>
        <translation>需要日期：填在此处，或填写所记日期。</translation>
    </message>
    <message>
        <source>Read from “%1” in the selection; the year %2 is that of the nearest passage of this source cited with a date (%3).</source>
        <translation>据选中文字中的“%1”读出；年份%2取自本文献中离此最近、已注明日期的引文（%3）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ComparisonView</name>
    <message>
        <source>Select an event to compare what each source says about it.</source>
        <translation>选择一个事件，比较各史料对它的记载。</translation>
    </message>
    <message>
        <source>Every source mentions this event.</source>
        <translation>所有史料都提到了这一事件。</translation>
    </message>
    <message>
        <source>Silent on this event: %1</source>
        <translation>未提及此事件的史料：%1</translation>
    </message>
    <message>
        <source>Claims %1 — «%2»</source>
        <translation>记为%1——“%2”</translation>
    </message>
    <message>
        <source>Gives no date</source>
        <translation>未记日期</translation>
    </message>
    <message>
        <source>What each source says</source>
        <translation>各史料的记载</translation>
    </message>
    <message>
        <source>Claims %1</source>
        <translation>记为 %1</translation>
    </message>
    <message numerus="yes">
        <source>Silent on this event: %1 and %n other sources</source>
        <translation>
            <numerusform>未提及此事件的史料：%1 及其他 %n 种史料</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::ConflictsModel</name>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>史料</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>分歧所在</translation>
    </message>
    <message>
        <source>Sources disagree</source>
        <translation>史料互相矛盾</translation>
    </message>
    <message>
        <source>Differs from the record</source>
        <translation>与参考记录不符</translation>
    </message>
    <message>
        <source>A source contradicts itself</source>
        <translation>史料自相矛盾</translation>
    </message>
    <message>
        <source>Told out of order</source>
        <translation>叙述顺序颠倒</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>轻微</translation>
    </message>
    <message>
        <source>Moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>Severe</source>
        <translation>严重</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ConflictsPanel</name>
    <message>
        <source>Conflicts between the accounts</source>
        <translation>各记载之间的分歧</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DateField</name>
    <message>
        <source>A date is needed.</source>
        <translation>需要日期。</translation>
    </message>
    <message>
        <source>Means: %1</source>
        <translation>含义：%1</translation>
    </message>
    <message>
        <source>No date.</source>
        <translation>无日期。</translation>
    </message>
    <message>
        <source>Not a date this field can read: write it as 1815-06-22 or 1815-06, or in words, as 22 June 1815.</source>
        <translation>无法识别的日期：请写作 1815-06-22 或 1815-06，或用文字写作 1815年6月22日。</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06, 6 April 1814, 1815-03~, 1814-04-12/1814-04-13</source>
        <translation>例如 1814-04-06、1814年4月6日、1815-03~、1814-04-12/1814-04-13</translation>
    </message>
    <message>
        <source>Means: %1 (stored as %2)</source>
        <translation>含义：%1（存为 %2）</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06 or 6 April 1814</source>
        <translation>例如 1814-04-06 或 1814年4月6日</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DateWordsNote</name>
    <message>
        <source>Clear Words</source>
        <translation>清除原文日期</translation>
    </message>
    <message>
        <source>Store no date words: the claimed date is then not given as the source&apos;s wording.</source>
        <translation>不保存原文中的日期文字：所记日期便不作为史料本身的措辞。</translation>
    </message>
    <message>
        <source>No date words: the claimed date is not given as the source&apos;s wording.</source>
        <translation>无原文日期文字：所记日期不作为史料本身的措辞。</translation>
    </message>
    <message>
        <source>These words give no date: %1</source>
        <translation>这些文字未给出日期：%1</translation>
    </message>
    <message>
        <source>⚠ The date words “%1” say %2, not the claimed date %3.</source>
        <translation>⚠ 原文日期“%1”指%2，而非所记日期%3。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DisputeOverview</name>
    <message>
        <source>Most disputed events</source>
        <translation>争议最大的事件</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>参考记录</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最严重</translation>
    </message>
    <message>
        <source>What the sources say</source>
        <translation>各史料的说法</translation>
    </message>
    <message>
        <source>Finding where the sources disagree…</source>
        <translation>正在查找史料之间的分歧…</translation>
    </message>
    <message>
        <source>The sources agree on the date of every event shown.</source>
        <translation>对于所显示的每个事件，各史料所记日期一致。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln about the order of telling</source>
        <translation>
            <numerusform>%Ln处关于叙述顺序</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln minor</source>
        <translation>
            <numerusform>%Ln处轻微</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moderate</source>
        <translation>
            <numerusform>%Ln处中等</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln major</source>
        <translation>
            <numerusform>%Ln处重大</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln severe</source>
        <translation>
            <numerusform>%Ln处严重</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the sources disagree with each other or with the record: %1 (%2). Click an event below to compare what each source says.</source>
        <translation>史料之间或史料与参考记录之间的分歧：%1（%2）。点击下方的事件可比较各史料的说法。</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>How many disagreements the event has</source>
        <translation>该事件有多少处分歧</translation>
    </message>
    <message>
        <source>Reading the events; where the sources disagree follows…</source>
        <translation>正在读取事件；随后查找史料之间的分歧…</translation>
    </message>
    <message>
        <source>No events yet. Add a text (Source ▸ Add Source…), select a passage of it in the Source reader and cite it for an event (Source ▸ Cite for Event…).</source>
        <translation>尚无事件。请添加一篇文本（史料 ▸ 添加史料…），在史料阅读器中选中其中一段，并为某个事件引用它（史料 ▸ 为事件引用…）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditAccountCommand</name>
    <message>
        <source>Edit account</source>
        <translation>编辑记载</translation>
    </message>
    <message>
        <source>Move account to %1</source>
        <translation>将记载移至%1</translation>
    </message>
    <message>
        <source>Move account to “%1”</source>
        <translation>将记载移至“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditEventCommand</name>
    <message>
        <source>Edit event “%1”</source>
        <translation>编辑事件“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditSession</name>
    <message>
        <source>%1 already exists; choose a new file name.</source>
        <translation>%1已存在；请选择新的文件名。</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
    <message>
        <source>The database is still being read; edit it once its events are shown.</source>
        <translation>数据库仍在读取中；请在事件显示后再编辑。</translation>
    </message>
    <message>
        <source>Upgrading “%1” for this version of Parallax.

The file as it was is copied beside it first. A large database takes a few minutes.

%2:%3 so far</source>
        <translation>正在将“%1”升级到此版本的 Parallax。

会先在旁边复制一份原文件。大型数据库需要几分钟。

已用 %2:%3</translation>
    </message>
    <message>
        <source>Upgrading Database</source>
        <translation>正在升级数据库</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditSourceCommand</name>
    <message>
        <source>Edit the details of “%1”</source>
        <translation>修改“%1”的信息</translation>
    </message>
    <message>
        <source>Rename source to “%1”</source>
        <translation>将史料改名为“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditingUi</name>
    <message>
        <source>Open Database</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <source>%1 could not be opened.

%2</source>
        <translation>无法打开%1。

%2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Database…</source>
        <translation>新建数据库(&amp;N)…</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>新建数据库</translation>
    </message>
    <message>
        <source>Parallax databases (*.parallax *.sqlite);;All files (*)</source>
        <translation>Parallax数据库 (*.parallax *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Save a &amp;Copy…</source>
        <translation>保存副本(&amp;C)…</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>保存副本</translation>
    </message>
    <message>
        <source>Parallax databases (*.parallax *.sqlite)</source>
        <translation>Parallax数据库 (*.parallax *.sqlite)</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>已将副本保存为%1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>撤销历史(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>史料(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add Source…</source>
        <translation>添加史料(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Replace Text…</source>
        <translation>替换文本(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Cite for Event…</source>
        <translation>为事件引用(&amp;C)…</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>Anchor to the Reader&apos;s Selection</source>
        <translation>锚定到阅读器中的选定内容</translation>
    </message>
    <message>
        <source>Citations whose words were not found when their source&apos;s text was replaced. Select the passage in the source, then anchor the citation to it.</source>
        <translation>替换史料文本后未能找到其文字的引用。请在史料中选择相应段落，然后将引用锚定到该段落。</translation>
    </message>
    <message>
        <source>Orphaned Citations</source>
        <translation>孤立的引用</translation>
    </message>
    <message>
        <source>Select the passage in this citation&apos;s source first.</source>
        <translation>请先在此引用所属的史料中选择段落。</translation>
    </message>
    <message>
        <source>Cite for Event…</source>
        <translation>为事件引用…</translation>
    </message>
    <message>
        <source>Select a passage in the source reader to cite it.</source>
        <translation>在史料阅读器中选择一段文字即可引用。</translation>
    </message>
    <message>
        <source>Cite for Event</source>
        <translation>为事件引用</translation>
    </message>
    <message>
        <source>Add Source</source>
        <translation>添加史料</translation>
    </message>
    <message>
        <source>Replace Text</source>
        <translation>替换文本</translation>
    </message>
    <message>
        <source>Citations: %1 exact, %2 moved, %3 fuzzy, %4 orphaned</source>
        <translation>引用：%1处精确，%2处已移动，%3处模糊，%4处孤立</translation>
    </message>
    <message>
        <source>%1 — Parallax</source>
        <translation>%1 — Parallax</translation>
    </message>
    <message>
        <source>%1 (%2) — Parallax</source>
        <translation>%1（%2） — Parallax</translation>
    </message>
    <message>
        <source>&amp;Places, People, Eras, Route…</source>
        <translation>地点、人物、时期、路线(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Replace Text of “%1”…</source>
        <translation>替换“%1”的文本(&amp;R)…</translation>
    </message>
    <message>
        <source>No sources yet: Source ▸ Add Source… adds a text from a file or pasted.</source>
        <translation>尚无史料：史料 ▸ 添加史料… 可从文件或粘贴添加文本。</translation>
    </message>
    <message>
        <source>Show the source whose text to replace in the Source reader.</source>
        <translation>请先在史料阅读器中显示要替换文本的史料。</translation>
    </message>
    <message>
        <source>%1 copy.parallax</source>
        <translation>%1 副本.parallax</translation>
    </message>
    <message>
        <source>%1 — “%2” (event “%3”)</source>
        <translation>%1 —“%2”（事件“%3”）</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>打开时的状态</translation>
    </message>
    <message>
        <source>Source &amp;Properties…</source>
        <translation>史料属性(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Properties of “%1”…</source>
        <translation>“%1”的属性(&amp;P)…</translation>
    </message>
    <message>
        <source>Source Properties…</source>
        <translation>史料属性…</translation>
    </message>
    <message>
        <source>Show the source whose properties to change in the Source reader.</source>
        <translation>请先在“史料原文”中打开要修改属性的史料。</translation>
    </message>
    <message>
        <source>Source Properties</source>
        <translation>史料属性</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EraTableModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Start (EDTF)</source>
        <translation>开始（EDTF）</translation>
    </message>
    <message>
        <source>End (EDTF)</source>
        <translation>结束（EDTF）</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Era %1: %2</source>
        <translation>时期%1：%2</translation>
    </message>
    <message>
        <source>Edit era %1</source>
        <translation>编辑时期%1</translation>
    </message>
    <message>
        <source>An era needs a name.</source>
        <translation>时期需要名称。</translation>
    </message>
    <message>
        <source>Era “%1”: %2</source>
        <translation>时期“%1”：%2</translation>
    </message>
    <message>
        <source>Add era “%1”</source>
        <translation>添加时期“%1”</translation>
    </message>
    <message>
        <source>Choose an era first.</source>
        <translation>请先选择一个时期。</translation>
    </message>
    <message>
        <source>Delete era “%1”</source>
        <translation>删除时期“%1”</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>丹麦文名称</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventDetails</name>
    <message>
        <source>Event details</source>
        <translation>事件详情</translation>
    </message>
    <message>
        <source>Select an event on the timeline to read what each source says about it.</source>
        <translation>在时间轴上选择一个事件，阅读各史料对它的记载。</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>参考记录：</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>所记日期：</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventDialog</name>
    <message>
        <source>New Event</source>
        <translation>新建事件</translation>
    </message>
    <message>
        <source>Edit Event</source>
        <translation>编辑事件</translation>
    </message>
    <message>
        <source>&amp;Titles:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>地点(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>时期(&amp;E)：</translation>
    </message>
    <message>
        <source>C&amp;ategory:</source>
        <translation>类别(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Importance:</source>
        <translation>重要性(&amp;I)：</translation>
    </message>
    <message>
        <source>Peop&amp;le:</source>
        <translation>人物(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>摘要(&amp;S)：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Language codes such as en, zh, da, fr; one title per language.</source>
        <translation>语言代码，如en、zh、da、fr；每种语言一个标题。</translation>
    </message>
    <message>
        <source>Add &amp;Language</source>
        <translation>添加语言(&amp;L)</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Type to narrow the list…</source>
        <translation>输入以筛选列表…</translation>
    </message>
    <message>
        <source>(no place)</source>
        <translation>（无地点）</translation>
    </message>
    <message>
        <source>(no era)</source>
        <translation>（无时期）</translation>
    </message>
    <message>
        <source>The title “%1” needs a language code (such as en, zh or da).</source>
        <translation>标题“%1”需要语言代码（如en、zh或da）。</translation>
    </message>
    <message>
        <source>“%1” is not a language code (such as en, zh, da or pt-BR).</source>
        <translation>“%1”不是语言代码（如en、zh、da或pt-BR）。</translation>
    </message>
    <message>
        <source>There are two titles in “%1”; keep one.</source>
        <translation>“%1”有两个标题，请只保留一个。</translation>
    </message>
    <message>
        <source>The title in “%1” is empty; type it or remove the row.</source>
        <translation>“%1”的标题为空；请输入标题或移除该行。</translation>
    </message>
    <message>
        <source>An event needs a title.</source>
        <translation>事件需要标题。</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventEditing</name>
    <message>
        <source>&amp;New Event…</source>
        <translation>新建事件(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Edit &amp;Event…</source>
        <translation>编辑事件(&amp;E)…</translation>
    </message>
    <message>
        <source>Edit &amp;Account…</source>
        <translation>编辑记载(&amp;A)…</translation>
    </message>
    <message>
        <source>Shift+F2</source>
        <translation>Shift+F2</translation>
    </message>
    <message>
        <source>Change Cited &amp;Passage</source>
        <translation>更改引用段落(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Merge Events…</source>
        <translation>合并事件(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Delete Event…</source>
        <translation>删除事件(&amp;D)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Delete Accou&amp;nt…</source>
        <translation>删除记载(&amp;N)…</translation>
    </message>
    <message>
        <source>Select an event first.</source>
        <translation>请先选择一个事件。</translation>
    </message>
    <message>
        <source>“%1” has no accounts yet.</source>
        <translation>“%1”还没有记载。</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1：“%2”</translation>
    </message>
    <message>
        <source>Choose an Account</source>
        <translation>选择记载</translation>
    </message>
    <message>
        <source>“%1” has several accounts. Which one?</source>
        <translation>“%1”有多条记载。要选择哪一条？</translation>
    </message>
    <message>
        <source>Show the account&apos;s source in the reader first.</source>
        <translation>请先在阅读器中显示该记载的史料。</translation>
    </message>
    <message>
        <source>New Event</source>
        <translation>新建事件</translation>
    </message>
    <message>
        <source>Edit Event</source>
        <translation>编辑事件</translation>
    </message>
    <message>
        <source>Edit Account</source>
        <translation>编辑记载</translation>
    </message>
    <message>
        <source>Select an event, then the new passage in the source reader.</source>
        <translation>请先选择一个事件，再在史料阅读器中选择新的段落。</translation>
    </message>
    <message>
        <source>Change Cited Passage</source>
        <translation>更改引用段落</translation>
    </message>
    <message>
        <source>“%1” has no account to change; use Cite for Event to cite this passage.</source>
        <translation>“%1”没有可更改的记载；请使用“为事件引用”来引用此段落。</translation>
    </message>
    <message>
        <source>The selection is in “%1”, which no account of “%2” cites. Select the new passage in the source of the account to change (%3).</source>
        <translation>所选内容位于“%1”中，而“%2”的记载均未引用该史料。请在要更改的记载所属的史料（%3）中选择新的段落。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Select the new passage in the source reader.</source>
        <translation>请在史料阅读器中选择新的段落。</translation>
    </message>
    <message>
        <source>The account already cites this passage.</source>
        <translation>该记载已引用此段落。</translation>
    </message>
    <message>
        <source>Change cited passage of %1</source>
        <translation>更改%1的引用段落</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2)? It has no accounts.</source>
        <translation>删除事件“%1”（%2）？该事件没有记载。</translation>
    </message>
    <message>
        <source>• and %1 more</source>
        <translation>• 另有%1条</translation>
    </message>
    <message>
        <source>• %1: “%2”</source>
        <translation>• %1：“%2”</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2) and its account?</source>
        <translation>删除事件“%1”（%2）及其记载？</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2) and its %3 accounts?</source>
        <translation>删除事件“%1”（%2）及其%3条记载？</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings them back.</source>
        <translation>撤销（Ctrl+Z）可将其恢复。</translation>
    </message>
    <message>
        <source>Delete Event</source>
        <translation>删除事件</translation>
    </message>
    <message>
        <source>Delete Account</source>
        <translation>删除记载</translation>
    </message>
    <message>
        <source>Delete the account of “%1” from %2?

“%3”

The source&apos;s text stays; undo (Ctrl+Z) brings the account back.</source>
        <translation>删除%2中关于“%1”的记载？

“%3”

史料文本将保留；撤销（Ctrl+Z）可恢复该记载。</translation>
    </message>
    <message>
        <source>Select the event to keep first.</source>
        <translation>请先选择要保留的事件。</translation>
    </message>
    <message>
        <source>Merge Events</source>
        <translation>合并事件</translation>
    </message>
    <message>
        <source>Choose the event to merge into “%1”. Its accounts join those of “%1”, which keeps its own titles, date, place and other fields; the chosen event is deleted.</source>
        <translation>请选择要并入“%1”的事件。其记载将归入“%1”，“%1”保留自身的标题、日期、地点及其他字段；所选事件将被删除。</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>未选择事件。</translation>
    </message>
    <message>
        <source>“%1” will be deleted; it has no accounts.</source>
        <translation>“%1”将被删除；它没有记载。</translation>
    </message>
    <message>
        <source>“%1” will be deleted; its account will belong to “%2”.</source>
        <translation>“%1”将被删除；其记载将归入“%2”。</translation>
    </message>
    <message>
        <source>“%1” will be deleted; its %2 accounts will belong to “%3”.</source>
        <translation>“%1”将被删除；其%2条记载将归入“%3”。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventInspector</name>
    <message>
        <source>Edit the selected event</source>
        <translation>编辑所选事件</translation>
    </message>
    <message>
        <source>Chinese title</source>
        <translation>中文标题</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Su&amp;mmary:</source>
        <translation>摘要(&amp;M)：</translation>
    </message>
    <message>
        <source>Typing in the title of “%1”</source>
        <translation>输入“%1”的标题</translation>
    </message>
    <message>
        <source>Typing in the date of “%1”</source>
        <translation>输入“%1”的日期</translation>
    </message>
    <message>
        <source>Typing in the summary of “%1”</source>
        <translation>输入“%1”的摘要</translation>
    </message>
    <message>
        <source>Not saved: an event needs a title in at least one language.</source>
        <translation>未保存：事件至少需要一种语言的标题。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Select an event to edit its title, date and summary here.</source>
        <translation>选择一个事件，即可在此编辑其标题、日期和摘要。</translation>
    </message>
    <message>
        <source>Saved as you type; each field&apos;s typing is one step of Edit ▸ Undo.</source>
        <translation>输入即保存；每个字段的连续输入算作“编辑 ▸ 撤销”的一步。</translation>
    </message>
    <message>
        <source>Not saved; the event keeps %1 (Escape puts it back).</source>
        <translation>未保存；事件保留%1（按 Esc 恢复）。</translation>
    </message>
    <message>
        <source>Danish title</source>
        <translation>丹麦文标题</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventList</name>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>%1 of 1 event</source>
        <translation>1个事件中的%1个</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln events</source>
        <translation>
            <numerusform>%Ln个事件中的%1个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventListModel</name>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>记载</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>有争议</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventPicker</name>
    <message>
        <source>Type part of a title…</source>
        <translation>输入标题的一部分…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ExportDialog</name>
    <message>
        <source>As on screen (%1 × %2)</source>
        <translation>与屏幕相同（%1 × %2）</translation>
    </message>
    <message>
        <source>Twice the screen (%1 × %2)</source>
        <translation>屏幕的两倍（%1 × %2）</translation>
    </message>
    <message>
        <source>A4 landscape, 300 dpi (3508 × 2480)</source>
        <translation>A4横向，300 dpi（3508 × 2480）</translation>
    </message>
    <message>
        <source>A3 landscape, 300 dpi (4961 × 3508)</source>
        <translation>A3横向，300 dpi（4961 × 3508）</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义尺寸</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Add a legend under the view</source>
        <translation>在视图下方添加图例</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
</context>
<context>
    <name>parallax::ui::FilterPanel</name>
    <message>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Show events…</source>
        <translation>显示事件…</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Only events where sources disagree</source>
        <translation>仅显示史料有分歧的事件</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>史料</translation>
    </message>
    <message>
        <source>Eras</source>
        <translation>时期</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>重要性</translation>
    </message>
    <message>
        <source>All %1 events</source>
        <translation>全部%1个事件</translation>
    </message>
    <message>
        <source>%1 of %2 events shown</source>
        <translation>显示%2个事件中的%1个</translation>
    </message>
    <message>
        <source>Counting events…</source>
        <translation>正在统计事件…</translation>
    </message>
</context>
<context>
    <name>parallax::ui::Help</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Parallax &amp;Manual</source>
        <translation>Parallax 使用手册(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Ctrl+F1</source>
        <translation>Ctrl+F1</translation>
    </message>
    <message>
        <source>&amp;About Parallax</source>
        <translation>关于 Parallax(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Parallax Manual</source>
        <translation>Parallax 使用手册</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>使用手册</translation>
    </message>
    <message>
        <source>Open this manual</source>
        <translation>打开本手册</translation>
    </message>
    <message>
        <source>List the keyboard shortcuts</source>
        <translation>列出键盘快捷键</translation>
    </message>
    <message>
        <source>Move between the controls of the window</source>
        <translation>在窗口的各控件之间移动</translation>
    </message>
    <message>
        <source>Move to the next or previous pane (timeline, map, source, tables)</source>
        <translation>移到下一个或上一个窗格（时间轴、地图、史料、表格）</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Search events, places, people and texts</source>
        <translation>搜索事件、地点、人物和文本</translation>
    </message>
    <message>
        <source>Find in the source text</source>
        <translation>在史料文本中查找</translation>
    </message>
    <message>
        <source>Timeline: select the previous or next event</source>
        <translation>时间轴：选择上一个或下一个事件</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车键</translation>
    </message>
    <message>
        <source>Timeline: zoom to the selected event</source>
        <translation>时间轴：缩放到所选事件</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Timeline: clear the selection</source>
        <translation>时间轴：取消选择</translation>
    </message>
    <message>
        <source>Timeline and map: zoom in or out</source>
        <translation>时间轴和地图：放大或缩小</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Timeline and map: pan</source>
        <translation>时间轴和地图：平移</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Timeline: show the main story; map: show the whole route</source>
        <translation>时间轴：显示主要经过；地图：显示全程路线</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show the main story in the timeline</source>
        <translation>在时间轴上显示主要经过</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Show or hide the filters</source>
        <translation>显示或隐藏筛选</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export the timeline view</source>
        <translation>导出时间轴视图</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Read history comparatively: several accounts of the same events, side by side.</source>
        <translation>比较地阅读历史：同一事件的多种记载，并排对照。</translation>
    </message>
    <message>
        <source>Corpus: %1</source>
        <translation>语料：%1</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>使用的组件</translation>
    </message>
    <message>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL 第3版</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>公有领域</translation>
    </message>
    <message>
        <source>land shapes, public domain</source>
        <translation>陆地轮廓，公有领域</translation>
    </message>
    <message>
        <source>TopoJSON packaging of Natural Earth, ISC licence</source>
        <translation>Natural Earth 的 TopoJSON 封装，ISC 许可证</translation>
    </message>
    <message>
        <source>font for Chinese text when installed, GPL with font exception</source>
        <translation>中文字体（如已安装），GPL 附字体例外条款</translation>
    </message>
    <message>
        <source>About Parallax</source>
        <translation>关于 Parallax</translation>
    </message>
    <message>
        <source>Edit the selected event</source>
        <translation>编辑所选事件</translation>
    </message>
    <message>
        <source>Shift+F2</source>
        <translation>Shift+F2</translation>
    </message>
    <message>
        <source>Edit the selected event&apos;s account in the source shown</source>
        <translation>编辑所选事件在当前显示史料中的记载</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>新建事件</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Change the cited passage to the reader&apos;s selection</source>
        <translation>将引用段落更改为阅读器中的所选内容</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Delete the selected event (asks first)</source>
        <translation>删除所选事件（会先询问）</translation>
    </message>
</context>
<context>
    <name>parallax::ui::Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>系统语言(&amp;S)（%1）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>丹麦文</translation>
    </message>
</context>
<context>
    <name>parallax::ui::LanguageField</name>
    <message>
        <source>A language code: en, zh, da, fr, de, or another such as zh-Hant or la.</source>
        <translation>语言代码：en、zh、da、fr、de，或其他代码，如 zh-Hant 或 la。</translation>
    </message>
    <message>
        <source>The source needs a language.</source>
        <translation>史料需要语言。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MainWindow</name>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>史料原文</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件详情</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Parallel Reading</source>
        <translation>对照阅读</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件列表</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Timeline View…</source>
        <translation>导出时间轴视图(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;Map View…</source>
        <translation>导出地图视图(&amp;M)…</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>导出图表(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Lanes</source>
        <translation>泳道(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Single Lane</source>
        <translation>单一泳道(&amp;S)</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>按%1</translation>
    </message>
    <message>
        <source>Titles in &amp;Chinese</source>
        <translation>中文标题(&amp;C)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit All</source>
        <translation>显示全部(&amp;F)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG图像 (*.png);;SVG图形 (*.svg)</translation>
    </message>
    <message>
        <source>Parallax</source>
        <translation>Parallax</translation>
    </message>
    <message>
        <source>%1 — Parallax</source>
        <translation>%1 — Parallax</translation>
    </message>
    <message>
        <source>Export Map View</source>
        <translation>导出地图视图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG图像 (*.png);;SVG图形 (*.svg);;PDF文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出%1</translation>
    </message>
    <message>
        <source>Export Timeline View</source>
        <translation>导出时间轴视图</translation>
    </message>
    <message>
        <source>Finding conflicts…</source>
        <translation>正在查找分歧…</translation>
    </message>
    <message>
        <source>Sorting the conflicts…</source>
        <translation>正在为分歧排序…</translation>
    </message>
    <message>
        <source>Reading the events…</source>
        <translation>正在读取事件…</translation>
    </message>
    <message>
        <source>Show the filters (View ▸ Filters)</source>
        <translation>显示筛选（视图 ▸ 筛选）</translation>
    </message>
    <message>
        <source>Filtered: %1 of %2 events</source>
        <translation>已筛选：显示 %2 个事件中的 %1 个</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapCanvas</name>
    <message>
        <source>Map of places and the route</source>
        <translation>地点与路线地图</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1个事件</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1个事件</translation>
    </message>
    <message>
        <source>by sea</source>
        <translation>经海路</translation>
    </message>
    <message>
        <source>by land</source>
        <translation>经陆路</translation>
    </message>
    <message>
        <source>inferred: %1</source>
        <translation>推断：%1</translation>
    </message>
    <message>
        <source>Map of places and the route. Drag or arrow keys pan, the wheel or plus and minus zoom, Home shows the whole route.</source>
        <translation>地点与路线地图。拖动或方向键平移，滚轮或加号、减号缩放，Home显示全程路线。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n places&lt;/b&gt;: click to zoom in</source>
        <translation>
            <numerusform>&lt;b&gt;%n个地点&lt;/b&gt;：单击放大</numerusform>
        </translation>
    </message>
    <message>
        <source>No name in %1 in this corpus: shown as the sources write it</source>
        <translation>本语料中没有%1名称：按史料原文显示</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapPanel</name>
    <message>
        <source>Whole route</source>
        <translation>全程路线</translation>
    </message>
    <message>
        <source>Animate the journey: the marker and the timeline&apos;s cursor move together</source>
        <translation>动画演示旅程：标记与时间轴光标同步移动</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1天/秒</translation>
    </message>
    <message>
        <source>%1 days/s</source>
        <translation>%1天/秒</translation>
    </message>
    <message>
        <source>Route: %1 km over %2 legs (WGS84 geodesic)</source>
        <translation>路线：%2段共%1公里（WGS84大地线）</translation>
    </message>
    <message>
        <source> · %1: %2 km travelled</source>
        <translation> · %1：已行%2公里</translation>
    </message>
    <message>
        <source>All places</source>
        <translation>全部地点</translation>
    </message>
    <message>
        <source>Go to:</source>
        <translation>转到：</translation>
    </message>
    <message>
        <source>Go to a region of the map</source>
        <translation>转到地图上的某个区域</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Where the timeline is</source>
        <translation>时间线所在处</translation>
    </message>
    <message>
        <source>Where the story is in the time the timeline shows; follows the timeline until you move the map</source>
        <translation>显示时间线所示时段内故事发生之处；在你移动地图之前随时间线而动</translation>
    </message>
    <message>
        <source>No route in this database: Play follows the legs of a journey.</source>
        <translation>此数据库中没有路线：“播放”沿旅程的各段进行。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapRenderer</name>
    <message>
        <source>%1°N</source>
        <translation>北纬%1°</translation>
    </message>
    <message>
        <source>%1°S</source>
        <translation>南纬%1°</translation>
    </message>
    <message>
        <source>%1°E</source>
        <translation>东经%1°</translation>
    </message>
    <message>
        <source>%1°W</source>
        <translation>西经%1°</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MergeEventsCommand</name>
    <message>
        <source>Merge “%1” into “%2”</source>
        <translation>将“%1”并入“%2”</translation>
    </message>
    <message>
        <source>An event cannot be merged into itself.</source>
        <translation>事件不能并入自身。</translation>
    </message>
    <message>
        <source>Both events must exist to be merged.</source>
        <translation>两个事件都必须存在才能合并。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MoveAccountCommand</name>
    <message>
        <source>Move account to “%1”</source>
        <translation>将记载移至“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::OverviewStrip</name>
    <message>
        <source>Overview of the whole timeline</source>
        <translation>整条时间轴概览</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>The whole corpus: how many events when, long empty stretches cut short (≈). Click or drag to move the timeline.</source>
        <translation>整个语料：各时间段的事件数量，较长的空白时段已缩短（≈）。点击或拖动可移动时间轴。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ParallelModel</name>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>The two sources date this event differently</source>
        <translation>两种史料对此事件的日期记载不同</translation>
    </message>
    <message>
        <source>Both sources tell this event</source>
        <translation>两种史料都记载了此事件</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ParallelReader</name>
    <message>
        <source>Parallel reading</source>
        <translation>对照阅读</translation>
    </message>
    <message>
        <source>+ Source</source>
        <translation>+ 史料</translation>
    </message>
    <message>
        <source>Read one more source alongside</source>
        <translation>再并排阅读一种史料</translation>
    </message>
    <message>
        <source>− Source</source>
        <translation>− 史料</translation>
    </message>
    <message>
        <source>Drop the last source</source>
        <translation>移除最后一种史料</translation>
    </message>
    <message>
        <source>Source %1</source>
        <translation>史料%1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::PersonTableModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>丹麦文名称</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Rename person %1</source>
        <translation>重命名人物%1</translation>
    </message>
    <message>
        <source>A person needs a name.</source>
        <translation>人物需要名称。</translation>
    </message>
    <message>
        <source>Add person “%1”</source>
        <translation>添加人物“%1”</translation>
    </message>
    <message>
        <source>Choose a person first.</source>
        <translation>请先选择一个人物。</translation>
    </message>
    <message>
        <source>Delete person “%1”</source>
        <translation>删除人物“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::PlaceTableModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>丹麦文名称</translation>
    </message>
    <message>
        <source>Latitude</source>
        <translation>纬度</translation>
    </message>
    <message>
        <source>Longitude</source>
        <translation>经度</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用次数</translation>
    </message>
    <message>
        <source>“%1” is not a number of degrees.</source>
        <translation>“%1”不是有效的度数。</translation>
    </message>
    <message>
        <source>Rename place %1</source>
        <translation>重命名地点%1</translation>
    </message>
    <message>
        <source>Choose a place first.</source>
        <translation>请先选择一个地点。</translation>
    </message>
    <message>
        <source>Latitude must lie between −90 and 90 and longitude between −180 and 180 degrees.</source>
        <translation>纬度必须介于−90度与90度之间，经度必须介于−180度与180度之间。</translation>
    </message>
    <message>
        <source>Move place %1</source>
        <translation>移动地点%1</translation>
    </message>
    <message>
        <source>A place needs a name.</source>
        <translation>地点需要名称。</translation>
    </message>
    <message>
        <source>Add place “%1”</source>
        <translation>添加地点“%1”</translation>
    </message>
    <message>
        <source>Delete place “%1”</source>
        <translation>删除地点“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReferenceEditor</name>
    <message>
        <source>Places, People, Eras and Route</source>
        <translation>地点、人物、时期和路线</translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation>地点(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;eople</source>
        <translation>人物(&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;ras</source>
        <translation>时期(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;oute</source>
        <translation>路线(&amp;O)</translation>
    </message>
    <message>
        <source>%1 is now at %2, %3.</source>
        <translation>%1现位于%2, %3。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Deleted %1 (Edit ▸ Undo brings it back).</source>
        <translation>已删除%1（编辑 ▸ 撤销可将其恢复）。</translation>
    </message>
    <message>
        <source>Add Place</source>
        <translation>添加地点</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Pick on Map</source>
        <translation>在地图上选取</translation>
    </message>
    <message>
        <source>Then click the map where the selected place is; Escape on the map cancels.</source>
        <translation>然后在地图上点击所选地点的位置；在地图上按Esc可取消。</translation>
    </message>
    <message>
        <source>Choose a place in the table first.</source>
        <translation>请先在表格中选择一个地点。</translation>
    </message>
    <message>
        <source>Click the map where %1 is (Escape on the map cancels).</source>
        <translation>请在地图上点击%1所在的位置（在地图上按Esc可取消）。</translation>
    </message>
    <message>
        <source>Add Person</source>
        <translation>添加人物</translation>
    </message>
    <message>
        <source>Add Era</source>
        <translation>添加时期</translation>
    </message>
    <message>
        <source>Add Leg</source>
        <translation>添加路段</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>land</source>
        <translation>陆路</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>海路</translation>
    </message>
    <message>
        <source>A route leg joins two places: add them first.</source>
        <translation>路段连接两个地点：请先添加地点。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReferenceModel</name>
    <message>
        <source>a date is needed</source>
        <translation>需要日期</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RemoveAccountCommand</name>
    <message>
        <source>Remove account</source>
        <translation>删除记载</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>删除事件%1</translation>
    </message>
    <message>
        <source>Delete event “%1”</source>
        <translation>删除事件“%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReplaceTextCommand</name>
    <message>
        <source>Replace the text of %1</source>
        <translation>替换%1的文本</translation>
    </message>
    <message>
        <source>Replace the text of “%1”</source>
        <translation>替换“%1”的文本</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReplaceTextDialog</name>
    <message>
        <source>Replace Text of “%1”</source>
        <translation>替换“%1”的文本</translation>
    </message>
    <message>
        <source>The citations of this source are found again in the new text; those whose passage is gone become orphaned. Undo (Ctrl+Z) brings the old text back.</source>
        <translation>本史料的引用会在新文本中重新定位；所引段落已不在新文本中的引用将成为孤立的引用。撤销（Ctrl+Z）可恢复原来的文本。</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>The new text is empty.</source>
        <translation>新文本为空。</translation>
    </message>
    <message>
        <source>Correct the text, paste a new one, or choose a file.</source>
        <translation>请修改文本、粘贴新文本，或选择文件。</translation>
    </message>
    <message>
        <source>This file holds the source&apos;s text as it is.</source>
        <translation>此文件的文本与史料现有的文本相同。</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RouteTableModel</name>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Departs (EDTF)</source>
        <translation>出发（EDTF）</translation>
    </message>
    <message>
        <source>Arrives (EDTF)</source>
        <translation>到达（EDTF）</translation>
    </message>
    <message>
        <source>By</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>海路</translation>
    </message>
    <message>
        <source>land</source>
        <translation>陆路</translation>
    </message>
    <message>
        <source>There is no place “%1”.</source>
        <translation>没有地点“%1”。</translation>
    </message>
    <message>
        <source>Leg %1: %2</source>
        <translation>路段%1：%2</translation>
    </message>
    <message>
        <source>A leg goes by land or by sea.</source>
        <translation>路段须经陆路或海路。</translation>
    </message>
    <message>
        <source>Edit route leg %1</source>
        <translation>编辑路段%1</translation>
    </message>
    <message>
        <source>A route leg goes from a known place to a known place.</source>
        <translation>路段须从已知地点通往已知地点。</translation>
    </message>
    <message>
        <source>Route leg: %1</source>
        <translation>路段：%1</translation>
    </message>
    <message>
        <source>Add route leg %1</source>
        <translation>添加路段%1</translation>
    </message>
    <message>
        <source>Choose a route leg first.</source>
        <translation>请先选择一个路段。</translation>
    </message>
    <message>
        <source>Delete route leg %1</source>
        <translation>删除路段%1</translation>
    </message>
    <message>
        <source>That leg cannot move further.</source>
        <translation>该路段无法再移动。</translation>
    </message>
    <message>
        <source>Move route leg %1</source>
        <translation>移动路段%1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SearchBox</name>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Search events, places, people, texts (Ctrl+K)</source>
        <translation>搜索事件、地点、人物、文本（Ctrl+K）</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>段落</translation>
    </message>
    <message>
        <source>No matches for “%1”</source>
        <translation>没有与“%1”相符的结果</translation>
    </message>
    <message>
        <source>place · %1</source>
        <translation>地点 · %1</translation>
    </message>
    <message>
        <source>%1: the first %2</source>
        <translation>%1：前%2个</translation>
    </message>
    <message>
        <source>%1: %2 of more than %3 (click to show %3)</source>
        <translation>%1：超过%3个中的%2个（单击显示%3个）</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (click to show all)</source>
        <translation>%1：%3个中的%2个（单击显示全部）</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourcePropertiesDialog</name>
    <message>
        <source>Source Properties</source>
        <translation>史料属性</translation>
    </message>
    <message>
        <source>EDTF, e.g. 1823 or 1820/1825</source>
        <translation>EDTF，如 1823 或 1820/1825</translation>
    </message>
    <message>
        <source>Where the text comes from: edition, archive, translator, licence.</source>
        <translation>文本的来历：版本、档案馆、译者、许可。</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1（ID：%2）</translation>
    </message>
    <message>
        <source>%1, %2 (id %3)</source>
        <translation>%1，%2（ID：%3）</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Written:</source>
        <translation>成书日期(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Provenance:</source>
        <translation>出处(&amp;P)：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>史料需要标题。</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>成书日期：%1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourceReader</name>
    <message>
        <source>Source</source>
        <translation>史料</translation>
    </message>
    <message>
        <source>Find in text (Ctrl+F)</source>
        <translation>在文本中查找（Ctrl+F）</translation>
    </message>
    <message>
        <source>Find in source text</source>
        <translation>在史料文本中查找</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>史料文本</translation>
    </message>
    <message>
        <source>%1 — %2, 1 cited event</source>
        <translation>%1 — %2，引用1个事件</translation>
    </message>
    <message>
        <source>%1 — %2, %3 cited events</source>
        <translation>%1 — %2，引用%3个事件</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1处匹配</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1处匹配</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourceTextInput</name>
    <message>
        <source>From a &amp;text file:</source>
        <translation>来自文本文件(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <source>The file&apos;s first lines, as decoded, appear here: check that they read right.</source>
        <translation>此处显示解码后的文件开头几行：请检查显示是否正确。</translation>
    </message>
    <message>
        <source>&amp;Pasted text:</source>
        <translation>粘贴的文本(&amp;P)：</translation>
    </message>
    <message>
        <source>Paste the text of the source here.</source>
        <translation>在此粘贴史料的文本。</translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md);;All files (*)</source>
        <translation>文本文件 (*.txt *.text *.md);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Pasted or edited text:</source>
        <translation>粘贴或编辑的文本(&amp;P)：</translation>
    </message>
    <message>
        <source>Paste the new text of the source here.</source>
        <translation>在此粘贴史料的新文本。</translation>
    </message>
    <message>
        <source>Choose a text file, or paste the text.</source>
        <translation>请选择文本文件，或粘贴文本。</translation>
    </message>
    <message>
        <source>Type or paste a file&apos;s path, or choose Browse…</source>
        <translation>输入或粘贴文件路径，或点击“浏览…”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::StatisticsPanel</name>
    <message>
        <source>Events per period by source</source>
        <translation>各史料每段时期的事件数</translation>
    </message>
    <message>
        <source>Coverage of eras by source</source>
        <translation>各史料对各时期的覆盖</translation>
    </message>
    <message>
        <source>Distance travelled over time</source>
        <translation>随时间推移的行程距离</translation>
    </message>
    <message>
        <source>Events over time</source>
        <translation>事件时间分布</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>旅程</translation>
    </message>
    <message>
        <source>distance travelled (km)</source>
        <translation>行程距离（公里）</translation>
    </message>
    <message>
        <source>time cursor</source>
        <translation>时间光标</translation>
    </message>
    <message>
        <source>km</source>
        <translation>公里</translation>
    </message>
    <message>
        <source>The journey: %1 km in all (WGS84 geodesic)</source>
        <translation>旅程：共%1公里（WGS84大地线）</translation>
    </message>
    <message>
        <source>No chart to export.</source>
        <translation>没有可导出的图表。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入%1。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Events per year, by the date each source gives (click a bar to zoom)</source>
        <translation>每年事件数，按各史料所记日期（单击柱条可缩放）</translation>
    </message>
    <message>
        <source>Events per month, by the date each source gives (click a bar to zoom)</source>
        <translation>每月事件数，按各史料所记日期（单击柱条可缩放）</translation>
    </message>
    <message>
        <source>events</source>
        <translation>事件</translation>
    </message>
    <message numerus="yes">
        <source>Events per %n years, by the date each source gives (click a bar to zoom)</source>
        <translation>
            <numerusform>每%n年的事件数，按各史料所记的日期（单击柱条可放大）</numerusform>
        </translation>
    </message>
    <message>
        <source>Which source speaks about which era (events)</source>
        <translation>各史料讲述哪个时期（事件数）</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln sources</source>
        <translation>
            <numerusform>全部 %Ln 个来源</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln other sources</source>
        <translation>
            <numerusform>其他 %Ln 个来源</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::TimelineWidget</name>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>%1 events here — click to zoom in</source>
        <translation>此处有%1个事件——单击放大</translation>
    </message>
    <message>
        <source>1 account</source>
        <translation>1条记载</translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation>%1条记载</translation>
    </message>
    <message>
        <source>⚠ the sources disagree</source>
        <translation>⚠ 史料记载有分歧</translation>
    </message>
    <message>
        <source>The timeline: one lane per source. Wheel or plus and minus zoom, drag or arrows pan, [ and ] step through the events.</source>
        <translation>时间轴：每种史料一条泳道。滚轮或加号、减号缩放，拖动或方向键平移，[ 和 ] 逐个浏览事件。</translation>
    </message>
    <message>
        <source>Events in time. Plus and minus zoom, arrows pan, Home fits the main story, [ and ] move between events, Enter zooms to the selected one.</source>
        <translation>按时间排列的事件。加号和减号缩放，方向键平移，Home显示主线故事，[ 和 ] 在事件间移动，回车键缩放到所选事件。</translation>
    </message>
    <message>
        <source>Filter lanes</source>
        <translation>筛选泳道</translation>
    </message>
    <message>
        <source>Filter lanes by name</source>
        <translation>按名称筛选泳道</translation>
    </message>
    <message>
        <source>Show only the lanes whose name contains this (/ to get here, Esc to clear)</source>
        <translation>只显示名称包含此文字的泳道（按 / 到此处，按 Esc 清除）</translation>
    </message>
    <message>
        <source>Click to read this event</source>
        <translation>点击阅读此事件</translation>
    </message>
    <message>
        <source>Reading the timeline…</source>
        <translation>正在读取时间轴…</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ViewExport</name>
    <message>
        <source>The size must be between 100 and 20000 pixels each way.</source>
        <translation>宽和高都必须在100到20000像素之间。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入%1。</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>未知格式“%1”：请用 .png、.svg 或 .pdf。</translation>
    </message>
</context>
</TS>
