<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>parallax::Axis</name>
    <message>
        <source>midnight</source>
        <translation>midnat</translation>
    </message>
    <message>
        <source>morning</source>
        <translation>morgen</translation>
    </message>
    <message>
        <source>noon</source>
        <translation>middag</translation>
    </message>
    <message>
        <source>evening</source>
        <translation>aften</translation>
    </message>
</context>
<context>
    <name>parallax::Category</name>
    <message>
        <source>Battle</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Rejse</translation>
    </message>
    <message>
        <source>Personal</source>
        <translation>Personligt</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Brev</translation>
    </message>
    <message>
        <source>Politics</source>
        <translation>Politik</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
</context>
<context>
    <name>parallax::Conflicts</name>
    <message>
        <source>%1 year</source>
        <translation>%1 år</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 år</translation>
    </message>
    <message>
        <source>%1 month</source>
        <translation>%1 måned</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 måneder</translation>
    </message>
    <message>
        <source>%1 day</source>
        <translation>%1 dag</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 dage</translation>
    </message>
    <message>
        <source>%1 hour</source>
        <translation>%1 time</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 timer</translation>
    </message>
    <message>
        <source>%1 dates “%2” to %3; the record has %4 — %5 %6.</source>
        <translation>%1 daterer “%2” til %3; registreringen har %4 — %5 for %6.</translation>
    </message>
    <message>
        <source>too early</source>
        <translation>tidligt</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>sent</translation>
    </message>
    <message>
        <source>%1 dates “%2” twice: %3 and %4 — %5 apart.</source>
        <translation>%1 daterer “%2” to gange: %3 og %4 — %5 fra hinanden.</translation>
    </message>
    <message>
        <source>%1 says %2, %3 says %4 for “%5” — %6 apart.</source>
        <translation>%1 siger %2, %3 siger %4 om “%5” — %6 fra hinanden.</translation>
    </message>
    <message>
        <source>%1 tells “%2” (%3) after “%4” (%5), %6 earlier.</source>
        <translation>%1 fortæller “%2” (%3) efter “%4” (%5), skønt den ligger %6 tidligere.</translation>
    </message>
    <message>
        <source>%1 source</source>
        <translation>%1 kilde</translation>
    </message>
    <message>
        <source>%1 sources</source>
        <translation>%1 kilder</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>the record has %1</source>
        <translation>registreringen har %1</translation>
    </message>
    <message>
        <source>%1 says %2 — %3 %4</source>
        <translation>%1 siger %2 — %3 for %4</translation>
    </message>
    <message>
        <source>all agree with it</source>
        <translation>alle stemmer overens med den</translation>
    </message>
    <message>
        <source>%1 agrees with it</source>
        <translation>%1 stemmer overens med den</translation>
    </message>
    <message>
        <source>%1 agree with it</source>
        <translation>%1 stemmer overens med den</translation>
    </message>
    <message>
        <source>1 gives no date</source>
        <translation>1 angiver ingen dato</translation>
    </message>
    <message>
        <source>%1 give no date</source>
        <translation>%1 angiver ingen dato</translation>
    </message>
    <message>
        <source>%1 (%2 accounts)</source>
        <translation>%1 (%2 beretninger)</translation>
    </message>
    <message>
        <source>%1 dates “%2” to %3; the record has %4 — up to %5 %6.</source>
        <translation>%1 daterer “%2” til %3; registreringen har %4 — op til %5 for %6.</translation>
    </message>
    <message>
        <source>%1 dates “%2” %3 times: %4 — up to %5 apart.</source>
        <translation>%1 daterer “%2” %3 gange: %4 — op til %5 fra hinanden.</translation>
    </message>
    <message>
        <source>%1 says %2, %3 says %4 for “%5” — up to %6 apart.</source>
        <translation>%1 siger %2, %3 siger %4 om “%5” — op til %6 fra hinanden.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a verdict</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>parallax::DateDescription</name>
    <message>
        <source>uncertain and approximate</source>
        <translation>usikker og omtrentlig</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>omtrentlig</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>usikker</translation>
    </message>
    <message>
        <source>written in exponential form</source>
        <translation>skrevet i eksponentiel form</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>ingen dato</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1 eller tidligere</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1 eller senere</translation>
    </message>
    <message>
        <source>every day from %1 to %2</source>
        <translation>hver dag fra %1 til %2</translation>
    </message>
    <message>
        <source>one of: %1</source>
        <translation>én af: %1</translation>
    </message>
    <message>
        <source>all of: %1</source>
        <translation>alle: %1</translation>
    </message>
    <message>
        <source>until %1, with no known beginning</source>
        <translation>indtil %1, uden kendt begyndelse</translation>
    </message>
    <message>
        <source>until %1; when it began is unknown</source>
        <translation>indtil %1; hvornår det begyndte, vides ikke</translation>
    </message>
    <message>
        <source>from %1, with no end</source>
        <translation>fra %1, uden slutning</translation>
    </message>
    <message>
        <source>from %1; when it ended is unknown</source>
        <translation>fra %1; hvornår det sluttede, vides ikke</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>fra %1 til %2</translation>
    </message>
</context>
<context>
    <name>parallax::DatePhrase</name>
    <message>
        <source>&quot;%1&quot; gives no year; give a reference year</source>
        <translation>&quot;%1&quot; angiver intet år; angiv et referenceår</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no date</source>
        <translation>&quot;%1&quot; nævner ingen dato</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a reference year for its century</source>
        <translation>&quot;%1&quot; kræver et referenceår for at kende århundredet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is beyond the year 9999</source>
        <translation>&quot;%1&quot; ligger efter år 9999</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives no month; give a reference date</source>
        <translation>&quot;%1&quot; angiver ingen måned; angiv en referencedato</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month that exists</source>
        <translation>&quot;%1&quot; nævner ingen måned, der findes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a day that does not exist</source>
        <translation>&quot;%1&quot; nævner en dag, der ikke findes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends a range of days with a month</source>
        <translation>&quot;%1&quot; afslutter et interval af dage med en måned</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ends before it starts</source>
        <translation>&quot;%1&quot; slutter, før det begynder</translation>
    </message>
    <message>
        <source>&quot;%1&quot; counts from a day; give a reference date</source>
        <translation>&quot;%1&quot; regner fra en dag; angiv en referencedato</translation>
    </message>
    <message>
        <source>There is no text to read a date from</source>
        <translation>Der er ingen tekst at læse en dato fra</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that reign lasted %2 years</source>
        <translation>&quot;%1&quot;: den regeringsperiode varede %2 år</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month or day of the lunar calendar</source>
        <translation>&quot;%1&quot; nævner ingen måned eller dag i månekalenderen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a reference year</source>
        <translation>&quot;%1&quot; kræver et referenceår</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that year had no intercalary (閏) month</source>
        <translation>&quot;%1&quot;: det år havde ingen skudmåned (閏)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that year&apos;s intercalary (閏) month came after month %2, not this one</source>
        <translation>&quot;%1&quot;: det års skudmåned (閏) kom efter måned %2, ikke denne</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no month of the Chinese calendar</source>
        <translation>&quot;%1&quot; nævner ingen måned i den kinesiske kalender</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: that month had only %2 days</source>
        <translation>&quot;%1&quot;: den måned havde kun %2 dage</translation>
    </message>
</context>
<context>
    <name>parallax::HistoricalDate</name>
    <message>
        <source>%1 BC</source>
        <translation>%1 f.Kr.</translation>
    </message>
    <message>
        <source>spring %1</source>
        <translation>foråret %1</translation>
    </message>
    <message>
        <source>summer %1</source>
        <translation>sommeren %1</translation>
    </message>
    <message>
        <source>autumn %1</source>
        <translation>efteråret %1</translation>
    </message>
    <message>
        <source>winter %1</source>
        <translation>vinteren %1</translation>
    </message>
    <message>
        <source>spring %1 (northern hemisphere)</source>
        <translation>foråret %1 (på den nordlige halvkugle)</translation>
    </message>
    <message>
        <source>summer %1 (northern hemisphere)</source>
        <translation>sommeren %1 (på den nordlige halvkugle)</translation>
    </message>
    <message>
        <source>autumn %1 (northern hemisphere)</source>
        <translation>efteråret %1 (på den nordlige halvkugle)</translation>
    </message>
    <message>
        <source>winter %1 (northern hemisphere)</source>
        <translation>vinteren %1 (på den nordlige halvkugle)</translation>
    </message>
    <message>
        <source>spring %1 (southern hemisphere)</source>
        <translation>foråret %1 (på den sydlige halvkugle)</translation>
    </message>
    <message>
        <source>summer %1 (southern hemisphere)</source>
        <translation>sommeren %1 (på den sydlige halvkugle)</translation>
    </message>
    <message>
        <source>autumn %1 (southern hemisphere)</source>
        <translation>efteråret %1 (på den sydlige halvkugle)</translation>
    </message>
    <message>
        <source>winter %1 (southern hemisphere)</source>
        <translation>vinteren %1 (på den sydlige halvkugle)</translation>
    </message>
    <message>
        <source>first quarter of %1</source>
        <translation>første kvartal %1</translation>
    </message>
    <message>
        <source>second quarter of %1</source>
        <translation>andet kvartal %1</translation>
    </message>
    <message>
        <source>third quarter of %1</source>
        <translation>tredje kvartal %1</translation>
    </message>
    <message>
        <source>fourth quarter of %1</source>
        <translation>fjerde kvartal %1</translation>
    </message>
    <message>
        <source>first four months of %1</source>
        <translation>de første fire måneder af %1</translation>
    </message>
    <message>
        <source>second four months of %1</source>
        <translation>de midterste fire måneder af %1</translation>
    </message>
    <message>
        <source>last four months of %1</source>
        <translation>de sidste fire måneder af %1</translation>
    </message>
    <message>
        <source>first half of %1</source>
        <translation>første halvår %1</translation>
    </message>
    <message>
        <source>second half of %1</source>
        <translation>andet halvår %1</translation>
    </message>
    <message>
        <source>the %1s</source>
        <translation>%1&apos;erne</translation>
    </message>
    <message>
        <source>an unknown year</source>
        <translation>et ukendt år</translation>
    </message>
    <message>
        <source>some year from %1 to %2</source>
        <translation>et år mellem %1 og %2</translation>
    </message>
    <message>
        <source>%1 (%2 significant digits: %3)</source>
        <translation>%1 (%2 betydende cifre: %3)</translation>
    </message>
    <message>
        <source>some day between %1 and %2</source>
        <translation>en dag mellem %1 og %2</translation>
    </message>
    <message>
        <source>some month of %1</source>
        <translation>en måned i %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>some day in %1</source>
        <translation>en dag i %1</translation>
    </message>
    <message>
        <source>some day of %1</source>
        <translation>en dag i %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>year</source>
        <translation>år</translation>
    </message>
    <message>
        <source>month</source>
        <translation>måned</translation>
    </message>
    <message>
        <source>day</source>
        <translation>dag</translation>
    </message>
    <message>
        <source>%1 uncertain and approximate</source>
        <translation>%1 usikker og omtrentlig</translation>
    </message>
    <message>
        <source>%1 approximate</source>
        <translation>%1 omtrentlig</translation>
    </message>
    <message>
        <source>%1 uncertain</source>
        <translation>%1 usikker</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>perhaps about %1</source>
        <translation>måske omkring %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>omkring %1</translation>
    </message>
    <message>
        <source>%1 (uncertain)</source>
        <translation>%1 (usikkert)</translation>
    </message>
    <message>
        <source>%1 or earlier</source>
        <translation>%1 eller tidligere</translation>
    </message>
    <message>
        <source>%1 or later</source>
        <translation>%1 eller senere</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>én af %1</translation>
    </message>
    <message>
        <source>all of %1</source>
        <translation>hver af %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid date: %2</source>
        <translation>&quot;%1&quot; er ikke en gyldig dato: %2</translation>
    </message>
    <message>
        <source>a year needs four digits (use -0500 for 501 BC, Y12345 beyond 9999)</source>
        <translation>et år skal have fire cifre (brug -0500 for 501 f.Kr. og Y12345 efter 9999)</translation>
    </message>
    <message>
        <source>a year of more than four digits is written with a Y (Y12345)</source>
        <translation>et år med mere end fire cifre skrives med Y (Y12345)</translation>
    </message>
    <message>
        <source>-0000 is not a year (write 0000)</source>
        <translation>-0000 er ikke et år (skriv 0000)</translation>
    </message>
    <message>
        <source>the year is beyond a billion years</source>
        <translation>året ligger mere end en milliard år væk</translation>
    </message>
    <message>
        <source>a Y year starts with a digit from 1 to 9</source>
        <translation>et Y-år begynder med et ciffer fra 1 til 9</translation>
    </message>
    <message>
        <source>an exponent is a positive number after E (Y17E7)</source>
        <translation>en eksponent er et positivt tal efter E (Y17E7)</translation>
    </message>
    <message>
        <source>a Y year has more than four digits (write 1814, not Y1814)</source>
        <translation>et Y-år har mere end fire cifre (skriv 1814, ikke Y1814)</translation>
    </message>
    <message>
        <source>significant digits cannot follow unspecified digits</source>
        <translation>betydende cifre kan ikke følge efter uangivne cifre</translation>
    </message>
    <message>
        <source>S is followed by the number of significant digits (1950S2)</source>
        <translation>S efterfølges af antallet af betydende cifre (1950S2)</translation>
    </message>
    <message>
        <source>the year has fewer than %1 digits</source>
        <translation>året har færre end %1 cifre</translation>
    </message>
    <message>
        <source>the %1 needs two digits</source>
        <translation>feltet %1 skal have to cifre</translation>
    </message>
    <message>
        <source>a time cannot follow unspecified digits</source>
        <translation>et klokkeslæt kan ikke følge efter uangivne cifre</translation>
    </message>
    <message>
        <source>a time is written HH:MM:SS</source>
        <translation>et klokkeslæt skrives TT:MM:SS</translation>
    </message>
    <message>
        <source>the seconds need two digits</source>
        <translation>sekunderne skal have to cifre</translation>
    </message>
    <message>
        <source>the time %1:%2 does not exist</source>
        <translation>klokkeslættet %1:%2 findes ikke</translation>
    </message>
    <message>
        <source>a time-zone offset is written ±HH or ±HH:MM</source>
        <translation>en tidszoneforskydning skrives ±TT eller ±TT:MM</translation>
    </message>
    <message>
        <source>no time zone is %1%2:%3 from UTC</source>
        <translation>ingen tidszone ligger %1%2:%3 fra UTC</translation>
    </message>
    <message>
        <source>a season cannot have unspecified digits</source>
        <translation>en årstid kan ikke have uangivne cifre</translation>
    </message>
    <message>
        <source>month %1 does not exist (seasons are 21-41)</source>
        <translation>måned %1 findes ikke (årstider er 21-41)</translation>
    </message>
    <message>
        <source>a season has no days</source>
        <translation>en årstid har ingen dage</translation>
    </message>
    <message>
        <source>month %1 does not exist</source>
        <translation>måned %1 findes ikke</translation>
    </message>
    <message>
        <source>no day matches those digits</source>
        <translation>ingen dag passer til de cifre</translation>
    </message>
    <message>
        <source>day %1 does not exist in that month</source>
        <translation>dag %1 findes ikke i den måned</translation>
    </message>
    <message>
        <source>a long year cannot have a month</source>
        <translation>et langt år kan ikke have en måned</translation>
    </message>
    <message>
        <source>a qualifier goes after the time, not before it</source>
        <translation>en kvalifikator står efter klokkeslættet, ikke før</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>uventet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a season is qualified as a whole</source>
        <translation>en årstid kvalificeres som helhed</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>den er tom</translation>
    </message>
    <message>
        <source>&quot;..&quot; alone is not a member of a set</source>
        <translation>&quot;..&quot; alene er ikke et element i en mængde</translation>
    </message>
    <message>
        <source>an interval needs at least one known end</source>
        <translation>et interval skal have mindst ét kendt endepunkt</translation>
    </message>
    <message>
        <source>the interval ends before it starts</source>
        <translation>intervallet slutter, før det begynder</translation>
    </message>
    <message>
        <source>a set ends with &quot;%1&quot;</source>
        <translation>en mængde slutter med &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a set needs at least one member</source>
        <translation>en mængde skal have mindst ét element</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>indtil %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>fra %1</translation>
    </message>
    <message>
        <source>night of %1</source>
        <translation>natten til %1</translation>
    </message>
    <message>
        <source>An empty date is not a valid date</source>
        <translation>En tom dato er ikke en gyldig dato</translation>
    </message>
    <message>
        <source>an interval has exactly one &quot;/&quot;</source>
        <translation>et interval har præcis én &quot;/&quot;</translation>
    </message>
</context>
<context>
    <name>parallax::Import</name>
    <message>
        <source>events read</source>
        <translation>begivenheder læst</translation>
    </message>
    <message>
        <source>texts searched for their quotes</source>
        <translation>tekster gennemsøgt for deres citater</translation>
    </message>
    <message>
        <source>texts indexed for search</source>
        <translation>tekster indekseret til søgning</translation>
    </message>
</context>
<context>
    <name>parallax::Importance</name>
    <message>
        <source>Key</source>
        <translation>Central</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Stor</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Mindre</translation>
    </message>
</context>
<context>
    <name>parallax::LandMask</name>
    <message>
        <source>The land map data is damaged.</source>
        <translation>Landkortets data er beskadigede.</translation>
    </message>
    <message>
        <source>The land map data is missing.</source>
        <translation>Landkortets data mangler.</translation>
    </message>
</context>
<context>
    <name>parallax::Map</name>
    <message>
        <source>%1 km</source>
        <translation>%1 km</translation>
    </message>
    <message>
        <source>inferred leg</source>
        <translation>udledt etape</translation>
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
        <translation>“%1” er ikke en sprogkode: skriv en som en, zh, da, zh-Hant eller fr.</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>Kilden skal have en titel.</translation>
    </message>
    <message>
        <source>The source needs a language (a code such as en, zh or da).</source>
        <translation>Kilden skal have et sprog (en kode som en, zh eller da).</translation>
    </message>
    <message>
        <source>The date of writing is not an EDTF date: %1</source>
        <translation>Affattelsesdatoen er ikke en EDTF-dato: %1</translation>
    </message>
</context>
<context>
    <name>parallax::TextDecoding</name>
    <message>
        <source>%1 is not an encoding Parallax reads; choose one of %2.</source>
        <translation>%1 er ikke en tegnkodning, Parallax kan læse; vælg en af %2.</translation>
    </message>
    <message>
        <source>%1 character(s) of this file are not valid %2%3.</source>
        <translation>%1 tegn i denne fil er ikke gyldig %2%3.</translation>
    </message>
    <message>
        <source>; it looks like %1</source>
        <translation>; den ligner %1</translation>
    </message>
    <message>
        <source>This looks like a binary file, not text.</source>
        <translation>Filen ser ud til at være binær, ikke tekst.</translation>
    </message>
    <message>
        <source>Read as %1, this file holds control characters that text does not; it looks like %2.</source>
        <translation>Læst som %1 indeholder filen kontroltegn, der ikke hører hjemme i en tekst; den ligner %2.</translation>
    </message>
</context>
<context>
    <name>parallax::TimeScale</name>
    <message>
        <source>%1 BC</source>
        <translation>%1 f.Kr.</translation>
    </message>
</context>
<context>
    <name>parallax::Timeline</name>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Epoke</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Single lane</source>
        <translation>Én bane</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrering</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Alle begivenheder</translation>
    </message>
    <message>
        <source>record</source>
        <translation>registrering</translation>
    </message>
    <message>
        <source>account</source>
        <translation>beretning</translation>
    </message>
    <message>
        <source>no date of its own</source>
        <translation>ingen egen dato</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>omstridt</translation>
    </message>
    <message>
        <source>dates claimed</source>
        <translation>angivne datoer</translation>
    </message>
    <message>
        <source>one event in two sources</source>
        <translation>samme begivenhed i to kilder</translation>
    </message>
    <message>
        <source>events too close to tell apart: click to open</source>
        <translation>begivenheder for tæt til at skelne: klik for at åbne</translation>
    </message>
    <message numerus="yes">
        <source>%n more above</source>
        <translation>
            <numerusform>%n mere ovenfor</numerusform>
            <numerusform>%n mere ovenfor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more below: wheel here</source>
        <translation>
            <numerusform>%n mere nedenfor: rul her</numerusform>
            <numerusform>%n mere nedenfor: rul her</numerusform>
        </translation>
    </message>
    <message>
        <source>No lane has that name</source>
        <translation>Ingen bane har det navn</translation>
    </message>
    <message numerus="yes">
        <source>%n more lanes not shown</source>
        <translation>
            <numerusform>%n bane mere vises ikke</numerusform>
            <numerusform>%n baner mere vises ikke</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::app::Commands</name>
    <message>
        <source>schema version, integrity, counts; never changes the file</source>
        <translation>skemaversion, integritet, antal; ændrer aldrig filen</translation>
    </message>
    <message>
        <source>where the sources disagree, most severe first</source>
        <translation>hvor kilderne er uenige, de alvorligste først</translation>
    </message>
    <message>
        <source>events, places, people and passages</source>
        <translation>begivenheder, steder, personer og tekststeder</translation>
    </message>
    <message>
        <source>render the window (PNG) or the timeline (SVG, PDF) without a display</source>
        <translation>tegn vinduet (PNG) eller tidslinjen (SVG, PDF) uden skærm</translation>
    </message>
    <message>
        <source>Usage: parallax [COMMAND] [OPTIONS]</source>
        <translation>Brug: parallax [KOMMANDO] [TILVALG]</translation>
    </message>
    <message>
        <source>Without a command, opens the viewer on your database (--db FILE for another).</source>
        <translation>Uden kommando åbnes fremviseren på din database (--db FIL for en anden).</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Kommandoer:</translation>
    </message>
    <message>
        <source>the language of the interface: en, zh or da (default: the system&apos;s)</source>
        <translation>brugerfladens sprog: en, zh eller da (standard: systemets)</translation>
    </message>
    <message>
        <source>print the version</source>
        <translation>vis versionen</translation>
    </message>
    <message>
        <source>print this help</source>
        <translation>vis denne hjælp</translation>
    </message>
    <message>
        <source>Run &apos;parallax COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Kør &apos;parallax KOMMANDO --help&apos; for at se en kommandos tilvalg.</translation>
    </message>
    <message>
        <source>validate a corpus folder and build a database from it, or replace its events from a CSV</source>
        <translation>kontrollér en korpusmappe og byg en database ud fra den, eller erstat dens begivenheder fra en CSV-fil</translation>
    </message>
    <message>
        <source>the whole database as JSON, a corpus folder, CSV or TimelineJS; places and route as GeoJSON</source>
        <translation>hele databasen som JSON, en korpusmappe, CSV eller TimelineJS; steder og rute som GeoJSON</translation>
    </message>
    <message>
        <source>read a date phrase as EDTF: first and last day, words used</source>
        <translation>læs et datoudtryk som EDTF: første og sidste dag, de brugte ord</translation>
    </message>
    <message>
        <source>cite a passage as an account of an event</source>
        <translation>citér et tekststed som en beretning om en begivenhed</translation>
    </message>
    <message>
        <source>add a text as a new source (creates DB), revise one and re-anchor its citations, or change its details</source>
        <translation>tilføj en tekst som ny kilde (opretter databasen), revidér en og forankr dens citater igen, eller ret dens oplysninger</translation>
    </message>
    <message>
        <source>there is no database at %1 yet (the viewer makes it on its first start); name one: parallax check FILE</source>
        <translation>der er endnu ingen database i %1 (fremviseren opretter den ved første start); angiv en: parallax check FIL</translation>
    </message>
    <message>
        <source>cannot make a temporary folder: %1</source>
        <translation>kan ikke oprette en midlertidig mappe: %1</translation>
    </message>
    <message>
        <source>the database the viewer opens (default: the one used last)</source>
        <translation>databasen, fremviseren åbner (standard: den senest brugte)</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light (lys) eller dark (mørk)</translation>
    </message>
</context>
<context>
    <name>parallax::app::DateCommand</name>
    <message>
        <source>unknown language &apos;%1&apos; (zh, da, en or auto)</source>
        <translation>ukendt sprog &apos;%1&apos; (zh, da, en eller auto)</translation>
    </message>
    <message>
        <source>--year must be a year such as 1814, not &apos;%1&apos;</source>
        <translation>--year skal være et år som 1814, ikke &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--reference: %1</source>
        <translation>--reference: %1</translation>
    </message>
    <message>
        <source>--reference must be one EDTF day or month, such as 1814-04-13</source>
        <translation>--reference skal være én EDTF-dag eller -måned, f.eks. 1814-04-13</translation>
    </message>
    <message>
        <source>first day:</source>
        <translation>første dag:</translation>
    </message>
    <message>
        <source>last day:</source>
        <translation>sidste dag:</translation>
    </message>
    <message>
        <source>language:</source>
        <translation>sprog:</translation>
    </message>
    <message>
        <source>words:</source>
        <translation>ord:</translation>
    </message>
    <message>
        <source>meaning:</source>
        <translation>betydning:</translation>
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
        <translation>Databasen kunne ikke åbnes.

%1</translation>
    </message>
</context>
<context>
    <name>parallax::db</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Mappen %1 kan ikke oprettes.</translation>
    </message>
    <message>
        <source>The bundled corpus is damaged:
%1</source>
        <translation>Det medfølgende korpus er beskadiget:
%1</translation>
    </message>
</context>
<context>
    <name>parallax::db::ConflictStream</name>
    <message>
        <source>cannot make a temporary file in %1: %2</source>
        <translation>kan ikke oprette en midlertidig fil i %1: %2</translation>
    </message>
    <message>
        <source>event row %1 is out of range</source>
        <translation>begivenhedsrække %1 er uden for området</translation>
    </message>
    <message>
        <source>%1 row %2 has a date that does not parse: %3</source>
        <translation>%1 række %2 har en dato, der ikke kan læses: %3</translation>
    </message>
    <message>
        <source>an account belongs to event row %1, which is not there</source>
        <translation>en beretning hører til begivenhedsrække %1, som ikke findes</translation>
    </message>
    <message>
        <source>an account of event row %1 cites a source that is not there</source>
        <translation>en beretning om begivenhedsrække %1 citerer en kilde, som ikke findes</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>kan ikke skrive en midlertidig fil: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke læses: %2</translation>
    </message>
    <message>
        <source>cannot read back a temporary file</source>
        <translation>kan ikke læse en midlertidig fil tilbage</translation>
    </message>
    <message>
        <source>a narrative-order note could not be written</source>
        <translation>en note om fortælleordenen kunne ikke skrives</translation>
    </message>
</context>
<context>
    <name>parallax::db::CorpusExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>%1 is not empty: give a new folder</source>
        <translation>%1 er ikke tom: angiv en ny mappe</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan ikke oprette mappen %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: source %2 appeared while it was read</source>
        <translation>%1 kan ikke læses: kilden %2 dukkede op, mens den blev læst</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2 of its %3 source texts were read</source>
        <translation>%1 kan ikke læses: kun %2 af dens %3 kildetekster blev læst</translation>
    </message>
</context>
<context>
    <name>parallax::db::CorpusLoader</name>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>ukendt felt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>&quot;%1&quot; mangler</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; skal være en tekststreng</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty</source>
        <translation>&quot;%1&quot; er tom</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; skal være et tal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, outside %3…%4</source>
        <translation>&quot;%1&quot; er %2, uden for %3…%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>&quot;%1&quot; skal være true eller false</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of names by language, e.g. {&quot;en&quot;: &quot;…&quot;}</source>
        <translation>&quot;%1&quot; skal være et objekt med navne efter sprog, f.eks. {&quot;en&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>&quot;%1.%2&quot; must be a non-empty string</source>
        <translation>&quot;%1.%2&quot; skal være en ikke-tom tekststreng</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs an English (&quot;en&quot;) entry</source>
        <translation>&quot;%1&quot; skal have en engelsk (&quot;en&quot;) værdi</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>skal være en liste</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>skal være et objekt</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice</source>
        <translation>id&apos;et &quot;%1&quot; bruges to gange</translation>
    </message>
    <message>
        <source>is not valid UTF-8 (first bad byte at offset %1)</source>
        <translation>er ikke gyldig UTF-8 (første forkerte byte ved position %1)</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>skal indeholde ét JSON-objekt</translation>
    </message>
    <message>
        <source>must be &quot;parallax-corpus&quot;</source>
        <translation>skal være &quot;parallax-corpus&quot;</translation>
    </message>
    <message>
        <source>must be 1 (the only corpus format version so far)</source>
        <translation>skal være 1 (den eneste korpusformatversion indtil nu)</translation>
    </message>
    <message>
        <source>&quot;file&quot; must be a plain file name inside the corpus folder</source>
        <translation>&quot;file&quot; skal være et enkelt filnavn i korpusmappen</translation>
    </message>
    <message>
        <source>&quot;color&quot; &quot;%1&quot; is not a colour (use #rrggbb)</source>
        <translation>&quot;color&quot; &quot;%1&quot; er ikke en farve (brug #rrggbb)</translation>
    </message>
    <message>
        <source>refers to %1 &quot;%2&quot;, which the corpus does not define</source>
        <translation>henviser til %1 &quot;%2&quot;, som korpusset ikke definerer</translation>
    </message>
    <message>
        <source>&quot;importance&quot; must be key, major or minor, not &quot;%1&quot;</source>
        <translation>&quot;importance&quot; skal være key, major eller minor, ikke &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cites no source: every event needs at least one account</source>
        <translation>citerer ingen kilde: hver begivenhed skal have mindst én beretning</translation>
    </message>
    <message>
        <source>the quote «%1» does not occur%2 in source %3</source>
        <translation>citatet «%1» forekommer ikke%2 i kilde %3</translation>
    </message>
    <message>
        <source> with that prefix/suffix</source>
        <translation> med det præfiks/suffiks</translation>
    </message>
    <message>
        <source>the quote «%1» occurs %2 times in source %3 (at code points %4): add a &quot;prefix&quot; or &quot;suffix&quot; to say which</source>
        <translation>citatet «%1» forekommer %2 gange i kilde %3 (ved tegnpositionerne %4): tilføj et &quot;prefix&quot; eller &quot;suffix&quot; for at sige hvilket</translation>
    </message>
    <message>
        <source>arrives (%1) before it departs (%2)</source>
        <translation>ankommer (%1), før den afgår (%2)</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be land or sea, not &quot;%1&quot;</source>
        <translation>&quot;mode&quot; skal være land eller sea, ikke &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the name «%1» does not occur in source %2</source>
        <translation>navnet «%1» forekommer ikke i kilde %2</translation>
    </message>
    <message>
        <source>has &quot;date_text&quot; but no &quot;claimed_date&quot;, and the words give none: %1</source>
        <translation>har &quot;date_text&quot;, men ingen &quot;claimed_date&quot;, og ordene giver ingen: %1</translation>
    </message>
    <message>
        <source>&quot;date_text&quot; «%1» reads as %2, but &quot;claimed_date&quot; is %3</source>
        <translation>&quot;date_text&quot; «%1» læses som %2, men &quot;claimed_date&quot; er %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the key &quot;%2&quot;, which is not a language code (such as en, zh, da)</source>
        <translation>&quot;%1&quot; har nøglen &quot;%2&quot;, som ikke er en sprogkode (som en, zh, da)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list</source>
        <translation>&quot;%1&quot; skal være en liste</translation>
    </message>
    <message>
        <source>&quot;people&quot; must list ids of people (non-empty strings)</source>
        <translation>&quot;people&quot; skal angive personers id&apos;er (ikke-tomme strenge)</translation>
    </message>
    <message>
        <source>&quot;people&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;people&quot; angiver &quot;%1&quot; to gange</translation>
    </message>
    <message>
        <source>refers to person &quot;%1&quot;, which the corpus does not define</source>
        <translation>henviser til person &quot;%1&quot;, som korpusset ikke definerer</translation>
    </message>
    <message>
        <source>%1 changed while it was imported; nothing was written (import it again)</source>
        <translation>%1 blev ændret under importen; intet blev skrevet (importér igen)</translation>
    </message>
    <message>
        <source>changed while it was read; nothing was written (import it again)</source>
        <translation>blev ændret under læsningen; intet blev skrevet (importér igen)</translation>
    </message>
    <message>
        <source>A corpus folder holds corpus.json (its sources, places, people, eras, events and route) and the plain-text source files that corpus.json names; docs/corpus-format.md describes it, and &quot;parallax export --format corpus -o FOLDER&quot; writes one from a database.</source>
        <translation>En korpusmappe indeholder corpus.json (korpussets kilder, steder, personer, perioder, begivenheder og rute) og de kildetekster i ren tekst, som corpus.json nævner; docs/corpus-format.md beskriver den, og &quot;parallax export --format corpus -o FOLDER&quot; skriver en ud fra en database.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 findes ikke.</translation>
    </message>
    <message>
        <source>%1 is a file, not a corpus folder.</source>
        <translation>%1 er en fil, ikke en korpusmappe.</translation>
    </message>
    <message>
        <source>%1 is not a corpus folder: it holds no corpus.json, but these folders in it do: %2</source>
        <translation>%1 er ikke en korpusmappe: den indeholder ingen corpus.json, men det gør disse mapper i den: %2</translation>
    </message>
    <message>
        <source>%1 is not a corpus folder: it holds no corpus.json.</source>
        <translation>%1 er ikke en korpusmappe: den indeholder ingen corpus.json.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given only with &quot;orphaned&quot;: true (the importer finds where a quote stands)</source>
        <translation>&quot;%1&quot; angives kun sammen med &quot;orphaned&quot;: true (importen finder selv, hvor et citat står)</translation>
    </message>
    <message>
        <source>an orphaned account&apos;s quote is not looked for in its source: &quot;%1&quot; does not apply</source>
        <translation>en forældreløs beretnings citat søges ikke i kilden: &quot;%1&quot; gælder ikke</translation>
    </message>
    <message>
        <source>&quot;end&quot; (%1) is before &quot;start&quot; (%2)</source>
        <translation>&quot;end&quot; (%1) ligger før &quot;start&quot; (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; skal være et heltal</translation>
    </message>
    <message>
        <source>&quot;end&quot; (%1) is past the end of source %2 (%3 characters)</source>
        <translation>&quot;end&quot; (%1) ligger efter slutningen af kilde %2 (%3 tegn)</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is the one the import gives accounts[%2] of event %3, which has none of its own</source>
        <translation>id&apos;et &quot;%1&quot; er det, som importen giver accounts[%2] i begivenhed %3, der ikke har sit eget</translation>
    </message>
</context>
<context>
    <name>parallax::db::CsvExchange</name>
    <message>
        <source>cell %1 has a quotation mark inside it that does not close it: put the whole cell in quotes and double the marks inside</source>
        <translation>celle %1 indeholder et anførselstegn, der ikke lukker den: sæt hele cellen i anførselstegn, og fordobl tegnene inde i den</translation>
    </message>
    <message>
        <source>a quoted cell is never closed (a missing quotation mark)</source>
        <translation>en celle i anførselstegn lukkes aldrig (et manglende anførselstegn)</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>kolonnen forekommer to gange</translation>
    </message>
    <message>
        <source>is not a column Parallax reads (see docs/exchange.md)</source>
        <translation>er ikke en kolonne, Parallax læser (se docs/exchange.md)</translation>
    </message>
    <message>
        <source>the column is missing</source>
        <translation>kolonnen mangler</translation>
    </message>
    <message>
        <source>has %1 cells where the header has %2</source>
        <translation>har %1 celler, hvor overskriften har %2</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>er tom</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the database</source>
        <translation>&quot;%1&quot; findes ikke i databasen</translation>
    </message>
    <message>
        <source>is empty: every event needs an English title</source>
        <translation>er tom: hver begivenhed skal have en engelsk titel</translation>
    </message>
    <message>
        <source>must be key, major or minor, not &quot;%1&quot;</source>
        <translation>skal være key, major eller minor, ikke &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a number of characters, not &quot;%1&quot;</source>
        <translation>skal være et antal tegn, ikke &quot;%1&quot;</translation>
    </message>
    <message>
        <source>does not occur in source %1</source>
        <translation>forekommer ikke i kilde %1</translation>
    </message>
    <message>
        <source>the quote occurs more than once in source %1: give the character where this one starts</source>
        <translation>citatet forekommer mere end én gang i kilde %1: angiv det tegn, hvor dette begynder</translation>
    </message>
    <message>
        <source>differs from row %1, the first row of event %2</source>
        <translation>afviger fra række %1, den første række for begivenhed %2</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>række %1: %2</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>række %1, kolonne %2: %3</translation>
    </message>
    <message>
        <source>cannot write the CSV: %1</source>
        <translation>kan ikke skrive CSV-filen: %1</translation>
    </message>
    <message>
        <source>the file is not UTF-8 (byte %1; save it as &quot;CSV UTF-8&quot;)</source>
        <translation>filen er ikke UTF-8 (byte %1; gem den som &quot;CSV UTF-8&quot;)</translation>
    </message>
    <message>
        <source>the file has no header row</source>
        <translation>filen har ingen overskriftsrække</translation>
    </message>
    <message>
        <source>the file has no rows of accounts</source>
        <translation>filen har ingen rækker med beretninger</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id the import gives account %2 of event %3, which has none of its own</source>
        <translation>&quot;%1&quot; er det id, importen giver beretning %2 i begivenhed %3, som ikke har sit eget</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of row %2&apos;s account too</source>
        <translation>&quot;%1&quot; er også id for beretningen i række %2</translation>
    </message>
</context>
<context>
    <name>parallax::db::Database</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke læses: %2</translation>
    </message>
    <message>
        <source>%1 is not a Parallax database: it is not an SQLite file at all.</source>
        <translation>%1 er ikke en Parallax-database: det er slet ikke en SQLite-fil.</translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation>%1 %2 mangler</translation>
    </message>
    <message>
        <source>the %1 %2 is not as schema %3 defines it</source>
        <translation>%1 %2 er ikke, som skema %3 definerer det</translation>
    </message>
    <message>
        <source>the trigger %1 is not part of schema %2</source>
        <translation>triggeren %1 hører ikke til skema %2</translation>
    </message>
    <message>
        <source>There is no database at %1.</source>
        <translation>Der er ingen database i %1.</translation>
    </message>
    <message>
        <source>%1 has an older schema (%2); open it for writing once to upgrade it.</source>
        <translation>%1 har et ældre skema (%2); åbn den én gang med skriveadgang for at opgradere den.</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change left by a program that stopped while writing it. Open it in the Parallax window, which rolls the change back (after keeping a backup); this command only reads.</source>
        <translation>%1 indeholder en ufærdig ændring efter et program, der stoppede midt i skrivningen. Åbn den i Parallax-vinduet, som ruller ændringen tilbage (efter at have gemt en sikkerhedskopi); denne kommando læser kun.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kan ikke åbnes: %2</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be read: %2</source>
        <translation>%1 er beskadiget og kan ikke læses: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Parallax database.</source>
        <translation>%1 er en SQLite-database, men ikke en Parallax-database.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Parallax (schema %2; this version reads up to %3). Update Parallax to open it.</source>
        <translation>%1 er skrevet af en nyere version af Parallax (skema %2; denne version læser op til %3). Opdatér Parallax for at åbne den.</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 er beskadiget: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2%3</source>
        <translation>%1 er beskadiget: %2%3</translation>
    </message>
    <message>
        <source> (and %1 more)</source>
        <translation> (og %1 mere)</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change, but a backup could not be written to %2 (%3); nothing was changed.</source>
        <translation>%1 indeholder en ufærdig ændring, men en sikkerhedskopi kunne ikke skrives til %2 (%3); intet blev ændret.</translation>
    </message>
    <message>
        <source>%1 holds an unfinished change that could not be rolled back: %2</source>
        <translation>%1 indeholder en ufærdig ændring, der ikke kunne rulles tilbage: %2</translation>
    </message>
    <message>
        <source>its journal is still there</source>
        <translation>dens journal findes stadig</translation>
    </message>
    <message>
        <source>%1 held an unfinished change from a program that stopped while writing it: the change was rolled back. The file as it was is kept at %2 (with %2-journal).</source>
        <translation>%1 indeholdt en ufærdig ændring fra et program, der stoppede midt i skrivningen: ændringen blev rullet tilbage. Filen, som den var, er gemt som %2 (med %2-journal).</translation>
    </message>
    <message>
        <source>%1 needs an upgrade, but a backup could not be written to %2 (%3); nothing was changed.</source>
        <translation>%1 skal opgraderes, men en sikkerhedskopi kunne ikke skrives til %2 (%3); intet blev ændret.</translation>
    </message>
    <message>
        <source>%1 cannot be opened for writing: %2</source>
        <translation>%1 kan ikke åbnes med skriveadgang: %2</translation>
    </message>
    <message>
        <source>Upgrading %1 failed, nothing was changed (%2).</source>
        <translation>Opgraderingen af %1 mislykkedes; intet blev ændret (%2).</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 findes allerede.</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>%1 kan ikke oprettes: %2</translation>
    </message>
    <message>
        <source>cannot start a transaction</source>
        <translation>kan ikke starte en transaktion</translation>
    </message>
    <message>
        <source>migration %1 is missing from this build</source>
        <translation>migrering %1 mangler i denne version</translation>
    </message>
    <message>
        <source>migration %1: %2</source>
        <translation>migrering %1: %2</translation>
    </message>
    <message>
        <source>%1 was switched to write-ahead logging by another program; reading it would create files beside it. Open it once in the Parallax window, which switches it back; this command only reads.</source>
        <translation>%1 er blevet skiftet til write-ahead-logning af et andet program; hvis den læses, oprettes der filer ved siden af den. Åbn den én gang i Parallax-vinduet, som skifter den tilbage; denne kommando læser kun.</translation>
    </message>
    <message>
        <source>%1 was in write-ahead-log mode (set by another program); it is back in the rollback-journal mode Parallax uses.</source>
        <translation>%1 var i write-ahead-log-tilstand (sat af et andet program); den er nu tilbage i den rollback-journal-tilstand, Parallax bruger.</translation>
    </message>
    <message>
        <source>%1 is no longer the file that was opened</source>
        <translation>%1 er ikke længere den fil, der blev åbnet</translation>
    </message>
</context>
<context>
    <name>parallax::db::DurableFile</name>
    <message>
        <source>cannot open %1 to sync it: %2</source>
        <translation>kan ikke åbne %1 for at synkronisere den: %2</translation>
    </message>
    <message>
        <source>cannot sync %1: %2</source>
        <translation>kan ikke synkronisere %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1 to sync it</source>
        <translation>kan ikke åbne %1 for at synkronisere den</translation>
    </message>
    <message>
        <source>cannot sync %1</source>
        <translation>kan ikke synkronisere %1</translation>
    </message>
    <message>
        <source>cannot move %1 to %2</source>
        <translation>kan ikke flytte %1 til %2</translation>
    </message>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>kan ikke flytte %1 til %2: %3</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 findes allerede</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke læse %1: %2</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>kan ikke skrive i %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
</context>
<context>
    <name>parallax::db::Export</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke læses: %2</translation>
    </message>
</context>
<context>
    <name>parallax::db::JsonScan</name>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>uventet tekst efter slutningen af JSON-værdien</translation>
    </message>
    <message>
        <source>the text ends where a value should be</source>
        <translation>teksten slutter, hvor der skulle stå en værdi</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>uventet tegn &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>teksten slutter midt i et tal</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>et tal skal have cifre efter decimaltegnet</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>et tal skal have cifre i sin eksponent</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>uventet tegn</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>en streng er ikke afsluttet</translation>
    </message>
    <message>
        <source>a line break inside a string (write it as \n)</source>
        <translation>et linjeskift inde i en streng (skriv det som \n)</translation>
    </message>
    <message>
        <source>the control character U+%1 inside a string (write it as an escape)</source>
        <translation>kontroltegnet U+%1 inde i en streng (skriv det som en escape-sekvens)</translation>
    </message>
    <message>
        <source>\%1 is not a JSON escape</source>
        <translation>\%1 er ikke en JSON-escape-sekvens</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u skal efterfølges af fire hexadecimale cifre</translation>
    </message>
    <message>
        <source>\u%1 is the second half of a character without its first</source>
        <translation>\u%1 er anden halvdel af et tegn uden den første</translation>
    </message>
    <message>
        <source>\u%1 is the first half of a character without its second</source>
        <translation>\u%1 er første halvdel af et tegn uden den anden</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>indlejret mere end %1 niveauer dybt</translation>
    </message>
    <message>
        <source>an object key must be a string in double quotes</source>
        <translation>en nøgle i et objekt skal være en streng i dobbelte anførselstegn</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (a reader would keep only one of them)</source>
        <translation>nøglen &quot;%1&quot; står to gange i samme objekt (en læser ville kun beholde den ene)</translation>
    </message>
    <message>
        <source>a &apos;:&apos; should follow the key &quot;%1&quot;</source>
        <translation>der skal stå &apos;:&apos; efter nøglen &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; or &apos;}&apos; should follow the value of &quot;%1&quot;</source>
        <translation>der skal stå &apos;,&apos; eller &apos;}&apos; efter værdien af &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; or &apos;]&apos; should follow a list element</source>
        <translation>der skal stå &apos;,&apos; eller &apos;]&apos; efter et element i en liste</translation>
    </message>
</context>
<context>
    <name>parallax::db::Repository</name>
    <message>
        <source>The database %1 is busy or read-only; nothing was changed.</source>
        <translation>Databasen %1 er optaget eller skrivebeskyttet; intet blev ændret.</translation>
    </message>
    <message>
        <source>A source needs a title.</source>
        <translation>En kilde skal have en titel.</translation>
    </message>
    <message>
        <source>A source needs a language (a code such as en, zh or da).</source>
        <translation>En kilde skal have et sprog (en kode som en, zh eller da).</translation>
    </message>
    <message>
        <source>The source&apos;s text is empty.</source>
        <translation>Kildens tekst er tom.</translation>
    </message>
    <message>
        <source>The date of writing is not an EDTF date: %1</source>
        <translation>Affattelsesdatoen er ikke en EDTF-dato: %1</translation>
    </message>
    <message>
        <source>There is no source %1.</source>
        <translation>Der er ingen kilde %1.</translation>
    </message>
    <message>
        <source>There is already a source %1.</source>
        <translation>Der findes allerede en kilde %1.</translation>
    </message>
    <message>
        <source>The new text is empty.</source>
        <translation>Den nye tekst er tom.</translation>
    </message>
    <message>
        <source>Source %1 is cited by %2 account(s); remove them first.</source>
        <translation>Kilde %1 citeres af %2 beretning(er); fjern dem først.</translation>
    </message>
    <message>
        <source>There is no %1 %2.</source>
        <translation>Der er ingen %1 %2.</translation>
    </message>
    <message>
        <source>An event needs a title.</source>
        <translation>En begivenhed skal have en titel.</translation>
    </message>
    <message>
        <source>An event needs a date (EDTF, such as 1814-04-06).</source>
        <translation>En begivenhed skal have en dato (EDTF, f.eks. 1814-04-06).</translation>
    </message>
    <message>
        <source>There is no person %1.</source>
        <translation>Der er ingen person %1.</translation>
    </message>
    <message>
        <source>The cited passage is empty.</source>
        <translation>Det citerede tekststed er tomt.</translation>
    </message>
    <message>
        <source>The passage %1…%2 is not inside source %3.</source>
        <translation>Tekststedet %1…%2 ligger ikke i kilde %3.</translation>
    </message>
    <message>
        <source>Source %1 does not say &quot;%2&quot; at %3…%4.</source>
        <translation>Kilde %1 siger ikke &quot;%2&quot; ved %3…%4.</translation>
    </message>
    <message>
        <source>There is no event %1.</source>
        <translation>Der er ingen begivenhed %1.</translation>
    </message>
    <message>
        <source>There is no account %1.</source>
        <translation>Der er ingen beretning %1.</translation>
    </message>
    <message>
        <source>There is already an event %1.</source>
        <translation>Der findes allerede en begivenhed %1.</translation>
    </message>
    <message>
        <source>There is already an account %1.</source>
        <translation>Der findes allerede en beretning %1.</translation>
    </message>
    <message>
        <source>A %1 needs a name.</source>
        <translation>En %1 skal have et navn.</translation>
    </message>
    <message>
        <source>There is no place %1.</source>
        <translation>Der er intet sted %1.</translation>
    </message>
    <message>
        <source>There is already a place %1.</source>
        <translation>Der findes allerede et sted %1.</translation>
    </message>
    <message>
        <source>Place %1 is still used by an event or the route.</source>
        <translation>Sted %1 bruges stadig af en begivenhed eller ruten.</translation>
    </message>
    <message>
        <source>There is already a person %1.</source>
        <translation>Der findes allerede en person %1.</translation>
    </message>
    <message>
        <source>Person %1 still takes part in an event.</source>
        <translation>Person %1 deltager stadig i en begivenhed.</translation>
    </message>
    <message>
        <source>There is no era %1.</source>
        <translation>Der er ingen epoke %1.</translation>
    </message>
    <message>
        <source>An era needs a date (an EDTF interval such as 1804/1814).</source>
        <translation>En epoke skal have en dato (et EDTF-interval som 1804/1814).</translation>
    </message>
    <message>
        <source>There is already an era %1.</source>
        <translation>Der findes allerede en epoke %1.</translation>
    </message>
    <message>
        <source>Era %1 still holds events.</source>
        <translation>Epoke %1 rummer stadig begivenheder.</translation>
    </message>
    <message>
        <source>A route leg must go from a known place to a known place.</source>
        <translation>En etape skal gå fra et kendt sted til et kendt sted.</translation>
    </message>
    <message>
        <source>A route leg needs a departure and an arrival date (EDTF).</source>
        <translation>En etape skal have en afgangs- og en ankomstdato (EDTF).</translation>
    </message>
    <message>
        <source>There is no route leg %1.</source>
        <translation>Der er ingen etape %1.</translation>
    </message>
    <message>
        <source>Account %1&apos;s passage %2…%3 lies outside any text it could cite.</source>
        <translation>Beretning %1s passage %2…%3 ligger uden for enhver tekst, den kunne citere.</translation>
    </message>
</context>
<context>
    <name>parallax::db::SafeFile</name>
    <message>
        <source>a folder</source>
        <translation>en mappe</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>en pipe (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>en socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>en enhed</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ikke en almindelig fil</translation>
    </message>
    <message>
        <source>a loop of symbolic links</source>
        <translation>en løkke af symbolske links</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke læses: %2</translation>
    </message>
    <message>
        <source>%1 is %2, not a file Parallax can read</source>
        <translation>%1 er %2, ikke en fil, Parallax kan læse</translation>
    </message>
    <message>
        <source>%1 cannot be resolved (missing, or a loop of symbolic links)</source>
        <translation>%1 kan ikke findes (mangler, eller en løkke af symbolske links)</translation>
    </message>
    <message>
        <source>%1 leads outside the folder %2 (a symbolic link to %3): only files inside it are read</source>
        <translation>%1 fører uden for mappen %2 (et symbolsk link til %3): kun filer i mappen læses</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the limit for one file</source>
        <translation>%1 er større end %2 MB, grænsen for én fil</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 er ikke en fil</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 findes ikke</translation>
    </message>
    <message>
        <source>%1 is not a file Parallax can read</source>
        <translation>%1 er ikke en fil, Parallax kan læse</translation>
    </message>
</context>
<context>
    <name>parallax::db::Search</name>
    <message>
        <source>The search text is %1 characters long; at most %2 can be searched for.</source>
        <translation>Søgeteksten er %1 tegn lang; der kan højst søges efter %2.</translation>
    </message>
    <message>
        <source>A passage of the search index is not part of its source&apos;s text (%1): the database is damaged. Run &quot;parallax check&quot; on it for every problem.</source>
        <translation>En passage i søgeindekset er ikke en del af sin kildes tekst (%1): databasen er beskadiget. Kør &quot;parallax check&quot; på den for at se alle problemer.</translation>
    </message>
</context>
<context>
    <name>parallax::db::Store</name>
    <message>
        <source>writing %1 failed: %2</source>
        <translation>skrivning af %1 mislykkedes: %2</translation>
    </message>
    <message>
        <source>cannot start a transaction on %1</source>
        <translation>kan ikke starte en transaktion på %1</translation>
    </message>
    <message>
        <source>building the search index failed: %1</source>
        <translation>opbygning af søgeindekset mislykkedes: %1</translation>
    </message>
    <message>
        <source>building indexes failed: %1</source>
        <translation>opbygning af indekser mislykkedes: %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>kilde %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>era %1</source>
        <translation>epoke %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>begivenhed %1</translation>
    </message>
    <message>
        <source>people of event %1</source>
        <translation>personer i begivenhed %1</translation>
    </message>
    <message>
        <source>account %1 of event %2</source>
        <translation>beretning %1 om begivenhed %2</translation>
    </message>
    <message>
        <source>route leg %1</source>
        <translation>rutens etape %1</translation>
    </message>
    <message>
        <source>waypoint %1 of leg %2</source>
        <translation>rutepunkt %1 på etape %2</translation>
    </message>
    <message>
        <source>the new database&apos;s rows are not numbered as the search index expects</source>
        <translation>den nye databases rækker er ikke nummereret, som søgeindekset forventer</translation>
    </message>
    <message>
        <source>cannot open the scratch database: %1</source>
        <translation>kan ikke åbne kladdedatabasen: %1</translation>
    </message>
    <message>
        <source>putting the database together failed: %1</source>
        <translation>samlingen af databasen mislykkedes: %1</translation>
    </message>
    <message>
        <source>%1 already exists; use --replace to replace it.</source>
        <translation>%1 findes allerede; brug --replace for at erstatte den.</translation>
    </message>
    <message>
        <source>%1 exists and is not a file.</source>
        <translation>%1 findes og er ikke en fil.</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>kan ikke skrive i %1: %2</translation>
    </message>
    <message>
        <source>%1 holds data Parallax cannot use (%2). Run &quot;parallax check&quot; on it for every problem.</source>
        <translation>%1 indeholder data, som Parallax ikke kan bruge (%2). Kør &quot;parallax check&quot; på den for at se alle problemer.</translation>
    </message>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 række %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke læses: %2</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 er tom</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a date: %3</source>
        <translation>%1 &quot;%2&quot; er ikke en dato: %3</translation>
    </message>
    <message>
        <source>has no %1</source>
        <translation>har ingen %1</translation>
    </message>
    <message>
        <source>refers to %1 %2, which does not exist</source>
        <translation>henviser til %1 %2, som ikke findes</translation>
    </message>
    <message>
        <source>has no key</source>
        <translation>har ingen nøgle</translation>
    </message>
    <message>
        <source>its text is %1 characters long, not %2 as recorded</source>
        <translation>dens tekst er %1 tegn lang, ikke %2 som registreret</translation>
    </message>
    <message>
        <source>(%1, %2) is not a position on Earth</source>
        <translation>(%1, %2) er ikke et sted på Jorden</translation>
    </message>
    <message>
        <source>its time columns do not match its date %1</source>
        <translation>dens tidskolonner passer ikke til dens dato %1</translation>
    </message>
    <message>
        <source>importance %1 is not 0, 1 or 2</source>
        <translation>vigtighed %1 er ikke 0, 1 eller 2</translation>
    </message>
    <message>
        <source>refers to event %1, which does not exist</source>
        <translation>henviser til begivenhed %1, som ikke findes</translation>
    </message>
    <message>
        <source>its quote at %1…%2 lies outside source %3</source>
        <translation>dens citat ved %1…%2 ligger uden for kilde %3</translation>
    </message>
    <message>
        <source>its quote is not what source %1 says at %2…%3</source>
        <translation>dens citat er ikke det, kilde %1 siger ved %2…%3</translation>
    </message>
    <message>
        <source>mode &quot;%1&quot; is not land or sea</source>
        <translation>måden &quot;%1&quot; er hverken land eller sea</translation>
    </message>
    <message>
        <source>titles of event %1</source>
        <translation>titler på begivenhed %1</translation>
    </message>
    <message>
        <source>names of era %1</source>
        <translation>navne på epoke %1</translation>
    </message>
    <message>
        <source>names of place %1</source>
        <translation>navne på sted %1</translation>
    </message>
    <message>
        <source>names of person %1</source>
        <translation>navne på person %1</translation>
    </message>
    <message>
        <source>removed %1, left by an import that was stopped</source>
        <translation>fjernede %1, som en afbrudt import havde efterladt</translation>
    </message>
    <message>
        <source>cannot move the new database into place at %1: %2</source>
        <translation>kan ikke flytte den nye database på plads i %1: %2</translation>
    </message>
    <message>
        <source>timeline of event %1: %2</source>
        <translation>tidslinjen for begivenhed %1: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>afbrudt</translation>
    </message>
    <message>
        <source>the sources changed while their texts were indexed</source>
        <translation>kilderne ændrede sig, mens deres tekster blev indekseret</translation>
    </message>
    <message>
        <source>writing the conflict list failed: %1</source>
        <translation>skrivning af konfliktlisten mislykkedes: %1</translation>
    </message>
    <message>
        <source>%1 is damaged: its conflict list holds %2 conflicts</source>
        <translation>%1 er beskadiget: dens konfliktliste rummer %2 konflikter</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 er beskadiget: %2</translation>
    </message>
    <message>
        <source>its conflict list holds %1 of its %2 conflicts</source>
        <translation>dens konfliktliste rummer %1 af sine %2 konflikter</translation>
    </message>
    <message>
        <source>its conflict list has a row at %1 where %2 belongs</source>
        <translation>dens konfliktliste har en række på plads %1, hvor %2 hører til</translation>
    </message>
    <message>
        <source>conflict %1 of its list is of no known kind or severity</source>
        <translation>konflikt %1 på dens liste er af ingen kendt art eller alvor</translation>
    </message>
    <message>
        <source>conflict %1 of its list is incomplete</source>
        <translation>konflikt %1 på dens liste er ufuldstændig</translation>
    </message>
    <message>
        <source>the stored conflict list holds %1 conflicts; %2 are found</source>
        <translation>den gemte konfliktliste rummer %1 konflikter; der findes %2</translation>
    </message>
    <message>
        <source>conflict %1 of the stored list (%2, %3) is not the one found there (%4, %5)</source>
        <translation>konflikt %1 på den gemte liste (%2, %3) er ikke den, der findes der (%4, %5)</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>kan ikke skrive en midlertidig fil: %1</translation>
    </message>
    <message>
        <source>cannot read back a temporary file</source>
        <translation>kan ikke læse en midlertidig fil tilbage</translation>
    </message>
    <message>
        <source>Account %1 was read without its quote, date words, gloss and note; writing it would lose them.</source>
        <translation>Beretning %1 blev læst uden sit citat, sine datoord, sin gengivelse og sin bemærkning; skrives den, går de tabt.</translation>
    </message>
    <message>
        <source>%1 is not a database; it is not replaced (check the name given to --db).</source>
        <translation>%1 er ikke en database; den erstattes ikke (tjek navnet givet til --db).</translation>
    </message>
    <message>
        <source>%1: its rule CHECK (%2) cannot be asked: %3</source>
        <translation>%1: dens regel CHECK (%2) kan ikke prøves: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) break its rule CHECK (%2)</source>
        <translation>
            <numerusform>%1: %n række bryder dens regel CHECK (%2)</numerusform>
            <numerusform>%1: %n rækker bryder dens regel CHECK (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>the word pairs were written for other passages than the texts&apos; index holds</source>
        <translation>ordparrene blev skrevet for andre passager end dem, teksternes indeks rummer</translation>
    </message>
    <message>
        <source>indexing the word pairs failed: %1</source>
        <translation>indeksering af ordparrene mislykkedes: %1</translation>
    </message>
    <message>
        <source>cannot keep %1 before replacing it, so it was not replaced: %2</source>
        <translation>kan ikke beholde en kopi af %1, før den erstattes, så den blev ikke erstattet: %2</translation>
    </message>
    <message>
        <source>%1 has a change left unfinished beside it (%2); open it in Parallax once, which finishes or undoes the change, before replacing it.</source>
        <translation>%1 har en uafsluttet ændring liggende ved siden af sig (%2); åbn den én gang i Parallax, som afslutter eller fortryder ændringen, før den erstattes.</translation>
    </message>
</context>
<context>
    <name>parallax::db::TimelineJs</name>
    <message>
        <source> (claims %1)</source>
        <translation> (angiver %1)</translation>
    </message>
    <message>
        <source>%1 events, %2 sources</source>
        <translation>%1 begivenheder, %2 kilder</translation>
    </message>
    <message>
        <source>cannot write the timeline: %1</source>
        <translation>kan ikke skrive tidslinjen: %1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AccountDialog</name>
    <message>
        <source>Edit Account</source>
        <translation>Redigér beretning</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;i&gt;%2&lt;/i&gt;:&lt;br&gt;“%3”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; om &lt;i&gt;%2&lt;/i&gt;:&lt;br&gt;“%3”</translation>
    </message>
    <message>
        <source>The source&apos;s own words, e.g. “le 6 avril”</source>
        <translation>Kildens egne ord, f.eks. “le 6 avril”</translation>
    </message>
    <message>
        <source>&amp;Claimed date:</source>
        <translation>&amp;Angivet dato:</translation>
    </message>
    <message>
        <source>Date in the source&apos;s &amp;words:</source>
        <translation>Datoen med kildens &amp;ord:</translation>
    </message>
    <message>
        <source>English &amp;gloss:</source>
        <translation>Engelsk &amp;gengivelse:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Bemærkning:</translation>
    </message>
    <message>
        <source>&amp;Move to another event:</source>
        <translation>&amp;Flyt til en anden begivenhed:</translation>
    </message>
    <message>
        <source>Claimed date: %1</source>
        <translation>Angivet dato: %1</translation>
    </message>
    <message>
        <source>Choose the event to move the account to.</source>
        <translation>Vælg den begivenhed, beretningen skal flyttes til.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddEventCommand</name>
    <message>
        <source>Add event “%1”</source>
        <translation>Tilføj begivenhed “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddSourceCommand</name>
    <message>
        <source>Add source “%1”</source>
        <translation>Tilføj kilde “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::AddSourceDialog</name>
    <message>
        <source>Add Source</source>
        <translation>Tilføj kilde</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>Tit&amp;el:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Forfatter:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>&amp;Written:</source>
        <translation>&amp;Affattet:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype:</translation>
    </message>
    <message>
        <source>Pu&amp;blisher:</source>
        <translation>&amp;Udgiver:</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>U&amp;RL:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Tilføj</translation>
    </message>
    <message>
        <source>The text is empty.</source>
        <translation>Teksten er tom.</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>Kilden skal have en titel.</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Affattet: %1</translation>
    </message>
    <message>
        <source>Proposed from the text&apos;s first line, or else from the file&apos;s name; change it as you like.</source>
        <translation>Foreslået ud fra tekstens første linje, ellers ud fra filens navn; ret det som du vil.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Bog</translation>
    </message>
    <message>
        <source>Manuscript</source>
        <translation>Manuskript</translation>
    </message>
    <message>
        <source>Journal article</source>
        <translation>Tidsskriftsartikel</translation>
    </message>
    <message>
        <source>Book chapter</source>
        <translation>Bogkapitel</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Brev</translation>
    </message>
    <message>
        <source>Web page</source>
        <translation>Webside</translation>
    </message>
</context>
<context>
    <name>parallax::ui::CiteCommand</name>
    <message>
        <source>Cite for new event “%1”</source>
        <translation>Citér til ny begivenhed “%1”</translation>
    </message>
    <message>
        <source>Cite for event “%1”</source>
        <translation>Citér til begivenhed “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::CiteDialog</name>
    <message>
        <source>Cite for Event</source>
        <translation>Citér til begivenhed</translation>
    </message>
    <message>
        <source>An &amp;existing event:</source>
        <translation>En &amp;eksisterende begivenhed:</translation>
    </message>
    <message>
        <source>Type part of a title…</source>
        <translation>Skriv en del af en titel…</translation>
    </message>
    <message>
        <source>A &amp;new event:</source>
        <translation>En &amp;ny begivenhed:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Dato:</translation>
    </message>
    <message>
        <source>Date in the source&apos;s &amp;words:</source>
        <translation>Datoen med kildens &amp;ord:</translation>
    </message>
    <message>
        <source>&amp;Claimed date:</source>
        <translation>&amp;Angivet dato:</translation>
    </message>
    <message>
        <source>English &amp;gloss:</source>
        <translation>Engelsk &amp;gengivelse:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Bemærkning:</translation>
    </message>
    <message>
        <source>Cite</source>
        <translation>Citér</translation>
    </message>
    <message>
        <source>Select a passage of the source first.</source>
        <translation>Markér først et tekststed i kilden.</translation>
    </message>
    <message>
        <source>Choose an event, or create a new one.</source>
        <translation>Vælg en begivenhed, eller opret en ny.</translation>
    </message>
    <message>
        <source>The new event needs a title.</source>
        <translation>Den nye begivenhed skal have en titel.</translation>
    </message>
    <message>
        <source>Claimed date: %1</source>
        <translation>Angivet dato: %1</translation>
    </message>
    <message>
        <source>Event date: %1</source>
        <translation>Begivenhedens dato: %1</translation>
    </message>
    <message>
        <source>No date words found in the selection or just before it.</source>
        <translation>Der blev ikke fundet nogen datoord i markeringen eller lige før den.</translation>
    </message>
    <message>
        <source>Read from “%1” in the selection.</source>
        <translation>Læst ud fra “%1” i markeringen.</translation>
    </message>
    <message>
        <source>Read from “%1” just before the selection.</source>
        <translation>Læst ud fra “%1” lige før markeringen.</translation>
    </message>
    <message>
        <source>Read from “%1” in the sentence before the selection.</source>
        <translation>Læst ud fra “%1” i sætningen før markeringen.</translation>
    </message>
    <message>
        <source>Read from “%1”.</source>
        <translation>Læst ud fra “%1”.</translation>
    </message>
    <message>
        <source>The year %1 comes from the text before it.</source>
        <translation>Året %1 stammer fra teksten før.</translation>
    </message>
    <message>
        <source>⚠ This event is dated %1, but the claimed date is %2.</source>
        <translation>⚠ Denne begivenhed er dateret %1, men den angivne dato er %2.</translation>
    </message>
    <message>
        <source>Counted from %1, the date the text names before it.</source>
        <translation>Regnet fra %1, den dato teksten nævner før.</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06 or 6 April 1814 (default: the claimed date)</source>
        <translation>f.eks. 1814-04-06 eller 6. april 1814 (standard: den angivne dato)</translation>
    </message>
    <message>
        <source>Left empty, the new event takes the claimed date.</source>
        <translation>Står feltet tomt, får den nye begivenhed den angivne dato.</translation>
    </message>
    <message>
        <source>A date is needed, here or as the claimed date.</source>
        <translation>Der skal angives en dato, her eller i feltet Angivet dato.</translation>
    </message>
    <message>
        <source>Read from “%1” in the selection; the year %2 is that of the nearest passage of this source cited with a date (%3).</source>
        <translation>Læst ud fra “%1” i markeringen; året %2 er året for den nærmeste passage i denne kilde, der er citeret med en dato (%3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ComparisonView</name>
    <message>
        <source>Select an event to compare what each source says about it.</source>
        <translation>Vælg en begivenhed for at sammenligne, hvad hver kilde siger om den.</translation>
    </message>
    <message>
        <source>Every source mentions this event.</source>
        <translation>Alle kilder nævner denne begivenhed.</translation>
    </message>
    <message>
        <source>Silent on this event: %1</source>
        <translation>Tavse om denne begivenhed: %1</translation>
    </message>
    <message>
        <source>Claims %1 — «%2»</source>
        <translation>Angiver %1 — «%2»</translation>
    </message>
    <message>
        <source>Gives no date</source>
        <translation>Angiver ingen dato</translation>
    </message>
    <message>
        <source>What each source says</source>
        <translation>Hvad hver kilde siger</translation>
    </message>
    <message>
        <source>Claims %1</source>
        <translation>Angiver %1</translation>
    </message>
    <message numerus="yes">
        <source>Silent on this event: %1 and %n other sources</source>
        <translation>
            <numerusform>Tavse om denne begivenhed: %1 og %n anden kilde</numerusform>
            <numerusform>Tavse om denne begivenhed: %1 og %n andre kilder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::ConflictsModel</name>
    <message>
        <source>Severity</source>
        <translation>Alvor</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Begivenhed</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Afstand</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Hvad der afviger</translation>
    </message>
    <message>
        <source>Sources disagree</source>
        <translation>Kilderne er uenige</translation>
    </message>
    <message>
        <source>Differs from the record</source>
        <translation>Afviger fra registreringen</translation>
    </message>
    <message>
        <source>A source contradicts itself</source>
        <translation>En kilde modsiger sig selv</translation>
    </message>
    <message>
        <source>Told out of order</source>
        <translation>Fortalt i forkert rækkefølge</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Bemærkning</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Mindre</translation>
    </message>
    <message>
        <source>Moderate</source>
        <translation>Moderat</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Stor</translation>
    </message>
    <message>
        <source>Severe</source>
        <translation>Alvorlig</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ConflictsPanel</name>
    <message>
        <source>Conflicts between the accounts</source>
        <translation>Uoverensstemmelser mellem beretningerne</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DateField</name>
    <message>
        <source>A date is needed.</source>
        <translation>Der skal angives en dato.</translation>
    </message>
    <message>
        <source>Means: %1</source>
        <translation>Betyder: %1</translation>
    </message>
    <message>
        <source>No date.</source>
        <translation>Ingen dato.</translation>
    </message>
    <message>
        <source>Not a date this field can read: write it as 1815-06-22 or 1815-06, or in words, as 22 June 1815.</source>
        <translation>Ikke en dato, som feltet kan læse: skriv den som 1815-06-22 eller 1815-06, eller med ord, som 22. juni 1815.</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06, 6 April 1814, 1815-03~, 1814-04-12/1814-04-13</source>
        <translation>f.eks. 1814-04-06, 6. april 1814, 1815-03~, 1814-04-12/1814-04-13</translation>
    </message>
    <message>
        <source>Means: %1 (stored as %2)</source>
        <translation>Betyder: %1 (gemmes som %2)</translation>
    </message>
    <message>
        <source>e.g. 1814-04-06 or 6 April 1814</source>
        <translation>f.eks. 1814-04-06 eller 6. april 1814</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DateWordsNote</name>
    <message>
        <source>Clear Words</source>
        <translation>Ryd ordene</translation>
    </message>
    <message>
        <source>Store no date words: the claimed date is then not given as the source&apos;s wording.</source>
        <translation>Gem ingen datoord: den angivne dato gives så ikke som kildens egen ordlyd.</translation>
    </message>
    <message>
        <source>No date words: the claimed date is not given as the source&apos;s wording.</source>
        <translation>Ingen datoord: den angivne dato gives ikke som kildens egen ordlyd.</translation>
    </message>
    <message>
        <source>These words give no date: %1</source>
        <translation>Disse ord angiver ingen dato: %1</translation>
    </message>
    <message>
        <source>⚠ The date words “%1” say %2, not the claimed date %3.</source>
        <translation>⚠ Datoordene “%1” siger %2, ikke den angivne dato %3.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::DisputeOverview</name>
    <message>
        <source>Most disputed events</source>
        <translation>Mest omstridte begivenheder</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrering</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Værste</translation>
    </message>
    <message>
        <source>What the sources say</source>
        <translation>Hvad kilderne siger</translation>
    </message>
    <message>
        <source>Finding where the sources disagree…</source>
        <translation>Finder, hvor kilderne er uenige…</translation>
    </message>
    <message>
        <source>The sources agree on the date of every event shown.</source>
        <translation>Kilderne er enige om datoen for alle viste begivenheder.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln about the order of telling</source>
        <translation>
            <numerusform>%Ln om rækkefølgen i fortællingen</numerusform>
            <numerusform>%Ln om rækkefølgen i fortællingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln minor</source>
        <translation>
            <numerusform>%Ln mindre</numerusform>
            <numerusform>%Ln mindre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moderate</source>
        <translation>
            <numerusform>%Ln moderat</numerusform>
            <numerusform>%Ln moderate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln major</source>
        <translation>
            <numerusform>%Ln stor</numerusform>
            <numerusform>%Ln store</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln severe</source>
        <translation>
            <numerusform>%Ln alvorlig</numerusform>
            <numerusform>%Ln alvorlige</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the sources disagree with each other or with the record: %1 (%2). Click an event below to compare what each source says.</source>
        <translation>Hvor kilderne er uenige med hinanden eller med registreringen: %1 (%2). Klik på en begivenhed nedenfor for at sammenligne, hvad hver kilde siger.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Antal</translation>
    </message>
    <message>
        <source>How many disagreements the event has</source>
        <translation>Hvor mange uoverensstemmelser begivenheden har</translation>
    </message>
    <message>
        <source>Reading the events; where the sources disagree follows…</source>
        <translation>Læser begivenhederne; hvor kilderne er uenige, følger derefter…</translation>
    </message>
    <message>
        <source>No events yet. Add a text (Source ▸ Add Source…), select a passage of it in the Source reader and cite it for an event (Source ▸ Cite for Event…).</source>
        <translation>Ingen begivenheder endnu. Tilføj en tekst (Kilde ▸ Tilføj kilde…), markér et afsnit af den i kildelæseren, og citér det til en begivenhed (Kilde ▸ Citér til begivenhed…).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditAccountCommand</name>
    <message>
        <source>Edit account</source>
        <translation>Redigér beretning</translation>
    </message>
    <message>
        <source>Move account to %1</source>
        <translation>Flyt beretning til %1</translation>
    </message>
    <message>
        <source>Move account to “%1”</source>
        <translation>Flyt beretning til “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditEventCommand</name>
    <message>
        <source>Edit event “%1”</source>
        <translation>Redigér begivenhed “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditSession</name>
    <message>
        <source>%1 already exists; choose a new file name.</source>
        <translation>%1 findes allerede; vælg et nyt filnavn.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Ingen database er åben.</translation>
    </message>
    <message>
        <source>The database is still being read; edit it once its events are shown.</source>
        <translation>Databasen læses stadig; rediger den, når dens begivenheder vises.</translation>
    </message>
    <message>
        <source>Upgrading “%1” for this version of Parallax.

The file as it was is copied beside it first. A large database takes a few minutes.

%2:%3 so far</source>
        <translation>Opgraderer “%1” til denne version af Parallax.

Filen, som den var, kopieres først ved siden af. En stor database tager nogle minutter.

%2:%3 indtil nu</translation>
    </message>
    <message>
        <source>Upgrading Database</source>
        <translation>Opgraderer databasen</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditSourceCommand</name>
    <message>
        <source>Edit the details of “%1”</source>
        <translation>Ret oplysningerne om “%1”</translation>
    </message>
    <message>
        <source>Rename source to “%1”</source>
        <translation>Omdøb kilden til “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EditingUi</name>
    <message>
        <source>Open Database</source>
        <translation>Åbn database</translation>
    </message>
    <message>
        <source>%1 could not be opened.

%2</source>
        <translation>%1 kunne ikke åbnes.

%2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;New Database…</source>
        <translation>&amp;Ny database…</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Ny database</translation>
    </message>
    <message>
        <source>Parallax databases (*.parallax *.sqlite);;All files (*)</source>
        <translation>Parallax-databaser (*.parallax *.sqlite);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Åbn database…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Åbn &amp;seneste</translation>
    </message>
    <message>
        <source>Save a &amp;Copy…</source>
        <translation>&amp;Gem en kopi…</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>Gem en kopi</translation>
    </message>
    <message>
        <source>Parallax databases (*.parallax *.sqlite)</source>
        <translation>Parallax-databaser (*.parallax *.sqlite)</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>Gemte en kopi som %1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigér</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>Fortrydelses&amp;historik</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Kilde</translation>
    </message>
    <message>
        <source>&amp;Add Source…</source>
        <translation>&amp;Tilføj kilde…</translation>
    </message>
    <message>
        <source>&amp;Replace Text…</source>
        <translation>&amp;Erstat tekst…</translation>
    </message>
    <message>
        <source>&amp;Cite for Event…</source>
        <translation>&amp;Citér til begivenhed…</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Fortrydelseshistorik</translation>
    </message>
    <message>
        <source>Anchor to the Reader&apos;s Selection</source>
        <translation>Forankr til markeringen i læseren</translation>
    </message>
    <message>
        <source>Citations whose words were not found when their source&apos;s text was replaced. Select the passage in the source, then anchor the citation to it.</source>
        <translation>Citater, hvis ord ikke blev fundet, da kildens tekst blev erstattet. Markér tekststedet i kilden, og forankr derefter citatet til det.</translation>
    </message>
    <message>
        <source>Orphaned Citations</source>
        <translation>Forældreløse citater</translation>
    </message>
    <message>
        <source>Select the passage in this citation&apos;s source first.</source>
        <translation>Markér først tekststedet i dette citats kilde.</translation>
    </message>
    <message>
        <source>Cite for Event…</source>
        <translation>Citér til begivenhed…</translation>
    </message>
    <message>
        <source>Select a passage in the source reader to cite it.</source>
        <translation>Markér et tekststed i kildelæseren for at citere det.</translation>
    </message>
    <message>
        <source>Cite for Event</source>
        <translation>Citér til begivenhed</translation>
    </message>
    <message>
        <source>Add Source</source>
        <translation>Tilføj kilde</translation>
    </message>
    <message>
        <source>Replace Text</source>
        <translation>Erstat tekst</translation>
    </message>
    <message>
        <source>Citations: %1 exact, %2 moved, %3 fuzzy, %4 orphaned</source>
        <translation>Citater: %1 nøjagtige, %2 flyttede, %3 omtrentlige, %4 forældreløse</translation>
    </message>
    <message>
        <source>%1 — Parallax</source>
        <translation>%1 — Parallax</translation>
    </message>
    <message>
        <source>%1 (%2) — Parallax</source>
        <translation>%1 (%2) — Parallax</translation>
    </message>
    <message>
        <source>&amp;Places, People, Eras, Route…</source>
        <translation>Steder, &amp;personer, epoker, rute…</translation>
    </message>
    <message>
        <source>&amp;Replace Text of “%1”…</source>
        <translation>&amp;Erstat teksten i “%1”…</translation>
    </message>
    <message>
        <source>No sources yet: Source ▸ Add Source… adds a text from a file or pasted.</source>
        <translation>Ingen kilder endnu: Kilde ▸ Tilføj kilde… tilføjer en tekst fra en fil eller indsat.</translation>
    </message>
    <message>
        <source>Show the source whose text to replace in the Source reader.</source>
        <translation>Vis den kilde, hvis tekst skal erstattes, i kildelæseren.</translation>
    </message>
    <message>
        <source>%1 copy.parallax</source>
        <translation>%1 kopi.parallax</translation>
    </message>
    <message>
        <source>%1 — “%2” (event “%3”)</source>
        <translation>%1 — “%2” (begivenhed “%3”)</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Som åbnet</translation>
    </message>
    <message>
        <source>Source &amp;Properties…</source>
        <translation>Kilde&amp;egenskaber…</translation>
    </message>
    <message>
        <source>&amp;Properties of “%1”…</source>
        <translation>&amp;Egenskaber for “%1”…</translation>
    </message>
    <message>
        <source>Source Properties…</source>
        <translation>Kildeegenskaber…</translation>
    </message>
    <message>
        <source>Show the source whose properties to change in the Source reader.</source>
        <translation>Vis den kilde, hvis egenskaber skal ændres, i ruden Kildetekst.</translation>
    </message>
    <message>
        <source>Source Properties</source>
        <translation>Kildeegenskaber</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EraTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>Engelsk navn</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>Kinesisk navn</translation>
    </message>
    <message>
        <source>Start (EDTF)</source>
        <translation>Start (EDTF)</translation>
    </message>
    <message>
        <source>End (EDTF)</source>
        <translation>Slut (EDTF)</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>Era %1: %2</source>
        <translation>Epoke %1: %2</translation>
    </message>
    <message>
        <source>Edit era %1</source>
        <translation>Redigér epoke %1</translation>
    </message>
    <message>
        <source>An era needs a name.</source>
        <translation>En epoke skal have et navn.</translation>
    </message>
    <message>
        <source>Era “%1”: %2</source>
        <translation>Epoke “%1”: %2</translation>
    </message>
    <message>
        <source>Add era “%1”</source>
        <translation>Tilføj epoke “%1”</translation>
    </message>
    <message>
        <source>Choose an era first.</source>
        <translation>Vælg først en epoke.</translation>
    </message>
    <message>
        <source>Delete era “%1”</source>
        <translation>Slet epoke “%1”</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>Dansk navn</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventDetails</name>
    <message>
        <source>Event details</source>
        <translation>Begivenhedens detaljer</translation>
    </message>
    <message>
        <source>Select an event on the timeline to read what each source says about it.</source>
        <translation>Vælg en begivenhed på tidslinjen for at læse, hvad hver kilde siger om den.</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Registrering:</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>Angiver:</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>ingen dato</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventDialog</name>
    <message>
        <source>New Event</source>
        <translation>Ny begivenhed</translation>
    </message>
    <message>
        <source>Edit Event</source>
        <translation>Redigér begivenhed</translation>
    </message>
    <message>
        <source>&amp;Titles:</source>
        <translation>Tit&amp;ler:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Dato:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Sted:</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>&amp;Epoke:</translation>
    </message>
    <message>
        <source>C&amp;ategory:</source>
        <translation>&amp;Kategori:</translation>
    </message>
    <message>
        <source>&amp;Importance:</source>
        <translation>&amp;Vigtighed:</translation>
    </message>
    <message>
        <source>Peop&amp;le:</source>
        <translation>&amp;Personer:</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>&amp;Resumé:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Language codes such as en, zh, da, fr; one title per language.</source>
        <translation>Sprogkoder som en, zh, da, fr; én titel pr. sprog.</translation>
    </message>
    <message>
        <source>Add &amp;Language</source>
        <translation>Tilføj s&amp;prog</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>Type to narrow the list…</source>
        <translation>Skriv for at indsnævre listen…</translation>
    </message>
    <message>
        <source>(no place)</source>
        <translation>(intet sted)</translation>
    </message>
    <message>
        <source>(no era)</source>
        <translation>(ingen epoke)</translation>
    </message>
    <message>
        <source>The title “%1” needs a language code (such as en, zh or da).</source>
        <translation>Titlen “%1” skal have en sprogkode (som en, zh eller da).</translation>
    </message>
    <message>
        <source>“%1” is not a language code (such as en, zh, da or pt-BR).</source>
        <translation>“%1” er ikke en sprogkode (som en, zh, da eller pt-BR).</translation>
    </message>
    <message>
        <source>There are two titles in “%1”; keep one.</source>
        <translation>Der er to titler på “%1”; behold én.</translation>
    </message>
    <message>
        <source>The title in “%1” is empty; type it or remove the row.</source>
        <translation>Titlen på “%1” er tom; skriv den, eller fjern rækken.</translation>
    </message>
    <message>
        <source>An event needs a title.</source>
        <translation>En begivenhed skal have en titel.</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Dato: %1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventEditing</name>
    <message>
        <source>&amp;New Event…</source>
        <translation>&amp;Ny begivenhed…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Edit &amp;Event…</source>
        <translation>Redigér &amp;begivenhed…</translation>
    </message>
    <message>
        <source>Edit &amp;Account…</source>
        <translation>Redigér be&amp;retning…</translation>
    </message>
    <message>
        <source>Shift+F2</source>
        <translation>Shift+F2</translation>
    </message>
    <message>
        <source>Change Cited &amp;Passage</source>
        <translation>Skift citeret &amp;tekststed</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Merge Events…</source>
        <translation>F&amp;let begivenheder…</translation>
    </message>
    <message>
        <source>&amp;Delete Event…</source>
        <translation>&amp;Slet begivenhed…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Delete Accou&amp;nt…</source>
        <translation>Slet b&amp;eretning…</translation>
    </message>
    <message>
        <source>Select an event first.</source>
        <translation>Vælg først en begivenhed.</translation>
    </message>
    <message>
        <source>“%1” has no accounts yet.</source>
        <translation>“%1” har endnu ingen beretninger.</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: “%2”</translation>
    </message>
    <message>
        <source>Choose an Account</source>
        <translation>Vælg en beretning</translation>
    </message>
    <message>
        <source>“%1” has several accounts. Which one?</source>
        <translation>“%1” har flere beretninger. Hvilken?</translation>
    </message>
    <message>
        <source>Show the account&apos;s source in the reader first.</source>
        <translation>Vis først beretningens kilde i læseren.</translation>
    </message>
    <message>
        <source>New Event</source>
        <translation>Ny begivenhed</translation>
    </message>
    <message>
        <source>Edit Event</source>
        <translation>Redigér begivenhed</translation>
    </message>
    <message>
        <source>Edit Account</source>
        <translation>Redigér beretning</translation>
    </message>
    <message>
        <source>Select an event, then the new passage in the source reader.</source>
        <translation>Vælg en begivenhed, og markér derefter det nye tekststed i kildelæseren.</translation>
    </message>
    <message>
        <source>Change Cited Passage</source>
        <translation>Skift citeret tekststed</translation>
    </message>
    <message>
        <source>“%1” has no account to change; use Cite for Event to cite this passage.</source>
        <translation>“%1” har ingen beretning, der kan ændres; brug Citér til begivenhed for at citere dette tekststed.</translation>
    </message>
    <message>
        <source>The selection is in “%1”, which no account of “%2” cites. Select the new passage in the source of the account to change (%3).</source>
        <translation>Markeringen er i “%1”, som ingen beretning om “%2” citerer. Markér det nye tekststed i kilden til den beretning, der skal ændres (%3).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Select the new passage in the source reader.</source>
        <translation>Markér det nye tekststed i kildelæseren.</translation>
    </message>
    <message>
        <source>The account already cites this passage.</source>
        <translation>Beretningen citerer allerede dette tekststed.</translation>
    </message>
    <message>
        <source>Change cited passage of %1</source>
        <translation>Skift citeret tekststed for %1</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2)? It has no accounts.</source>
        <translation>Slet begivenheden “%1” (%2)? Den har ingen beretninger.</translation>
    </message>
    <message>
        <source>• and %1 more</source>
        <translation>• og %1 mere</translation>
    </message>
    <message>
        <source>• %1: “%2”</source>
        <translation>• %1: “%2”</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2) and its account?</source>
        <translation>Slet begivenheden “%1” (%2) og dens beretning?</translation>
    </message>
    <message>
        <source>Delete the event “%1” (%2) and its %3 accounts?</source>
        <translation>Slet begivenheden “%1” (%2) og dens %3 beretninger?</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings them back.</source>
        <translation>Fortryd (Ctrl+Z) henter dem tilbage.</translation>
    </message>
    <message>
        <source>Delete Event</source>
        <translation>Slet begivenhed</translation>
    </message>
    <message>
        <source>Delete Account</source>
        <translation>Slet beretning</translation>
    </message>
    <message>
        <source>Delete the account of “%1” from %2?

“%3”

The source&apos;s text stays; undo (Ctrl+Z) brings the account back.</source>
        <translation>Slet beretningen om “%1” fra %2?

“%3”

Kildens tekst bevares; fortryd (Ctrl+Z) henter beretningen tilbage.</translation>
    </message>
    <message>
        <source>Select the event to keep first.</source>
        <translation>Vælg først den begivenhed, der skal bevares.</translation>
    </message>
    <message>
        <source>Merge Events</source>
        <translation>Flet begivenheder</translation>
    </message>
    <message>
        <source>Choose the event to merge into “%1”. Its accounts join those of “%1”, which keeps its own titles, date, place and other fields; the chosen event is deleted.</source>
        <translation>Vælg den begivenhed, der skal flettes ind i “%1”. Dens beretninger føjes til beretningerne om “%1”, som beholder sine egne titler, dato, sted og øvrige felter; den valgte begivenhed slettes.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Flet</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Ingen begivenhed valgt.</translation>
    </message>
    <message>
        <source>“%1” will be deleted; it has no accounts.</source>
        <translation>“%1” slettes; den har ingen beretninger.</translation>
    </message>
    <message>
        <source>“%1” will be deleted; its account will belong to “%2”.</source>
        <translation>“%1” slettes; dens beretning kommer til at høre til “%2”.</translation>
    </message>
    <message>
        <source>“%1” will be deleted; its %2 accounts will belong to “%3”.</source>
        <translation>“%1” slettes; dens %2 beretninger kommer til at høre til “%3”.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventInspector</name>
    <message>
        <source>Edit the selected event</source>
        <translation>Redigér den valgte begivenhed</translation>
    </message>
    <message>
        <source>Chinese title</source>
        <translation>Kinesisk titel</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Dato:</translation>
    </message>
    <message>
        <source>Su&amp;mmary:</source>
        <translation>&amp;Resumé:</translation>
    </message>
    <message>
        <source>Typing in the title of “%1”</source>
        <translation>Indtastning i titlen på “%1”</translation>
    </message>
    <message>
        <source>Typing in the date of “%1”</source>
        <translation>Indtastning i datoen for “%1”</translation>
    </message>
    <message>
        <source>Typing in the summary of “%1”</source>
        <translation>Indtastning i resuméet af “%1”</translation>
    </message>
    <message>
        <source>Not saved: an event needs a title in at least one language.</source>
        <translation>Ikke gemt: en begivenhed skal have en titel på mindst ét sprog.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Ikke gemt: %1</translation>
    </message>
    <message>
        <source>Select an event to edit its title, date and summary here.</source>
        <translation>Vælg en begivenhed for at redigere dens titel, dato og resumé her.</translation>
    </message>
    <message>
        <source>Saved as you type; each field&apos;s typing is one step of Edit ▸ Undo.</source>
        <translation>Gemmes mens du skriver; indtastningen i hvert felt er ét trin i Redigér ▸ Fortryd.</translation>
    </message>
    <message>
        <source>Not saved; the event keeps %1 (Escape puts it back).</source>
        <translation>Ikke gemt; begivenheden beholder %1 (Escape sætter den tilbage).</translation>
    </message>
    <message>
        <source>Danish title</source>
        <translation>Dansk titel</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventList</name>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>%1 of 1 event</source>
        <translation>%1 af 1 begivenhed</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln events</source>
        <translation>
            <numerusform>%1 af %Ln begivenhed</numerusform>
            <numerusform>%1 af %Ln begivenheder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventListModel</name>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Begivenhed</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Beretninger</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Omstridt</translation>
    </message>
</context>
<context>
    <name>parallax::ui::EventPicker</name>
    <message>
        <source>Type part of a title…</source>
        <translation>Skriv en del af en titel…</translation>
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
        <translation>Som på skærmen (%1 × %2)</translation>
    </message>
    <message>
        <source>Twice the screen (%1 × %2)</source>
        <translation>Dobbelt skærmstørrelse (%1 × %2)</translation>
    </message>
    <message>
        <source>A4 landscape, 300 dpi (3508 × 2480)</source>
        <translation>A4 liggende, 300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>A3 landscape, 300 dpi (4961 × 3508)</source>
        <translation>A3 liggende, 300 dpi (4961 × 3508)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Anden størrelse</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Add a legend under the view</source>
        <translation>Tilføj en signaturforklaring under visningen</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Størrelse:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
</context>
<context>
    <name>parallax::ui::FilterPanel</name>
    <message>
        <source>Filters</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Show events…</source>
        <translation>Vis begivenheder…</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>Only events where sources disagree</source>
        <translation>Kun begivenheder, hvor kilderne er uenige</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Ryd filtre</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Eras</source>
        <translation>Epoker</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Steder</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personer</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Kategorier</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Vigtighed</translation>
    </message>
    <message>
        <source>All %1 events</source>
        <translation>Alle %1 begivenheder</translation>
    </message>
    <message>
        <source>%1 of %2 events shown</source>
        <translation>%1 af %2 begivenheder vist</translation>
    </message>
    <message>
        <source>Counting events…</source>
        <translation>Tæller begivenheder…</translation>
    </message>
</context>
<context>
    <name>parallax::ui::Help</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Parallax &amp;Manual</source>
        <translation>Parallax-&amp;manual</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>Ctrl+F1</source>
        <translation>Ctrl+F1</translation>
    </message>
    <message>
        <source>&amp;About Parallax</source>
        <translation>&amp;Om Parallax</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>Parallax Manual</source>
        <translation>Parallax-manual</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>Open this manual</source>
        <translation>Åbn denne manual</translation>
    </message>
    <message>
        <source>List the keyboard shortcuts</source>
        <translation>Vis tastaturgenvejene</translation>
    </message>
    <message>
        <source>Move between the controls of the window</source>
        <translation>Flyt mellem vinduets kontroller</translation>
    </message>
    <message>
        <source>Move to the next or previous pane (timeline, map, source, tables)</source>
        <translation>Gå til næste eller forrige rude (tidslinje, kort, kilde, tabeller)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Search events, places, people and texts</source>
        <translation>Søg i begivenheder, steder, personer og tekster</translation>
    </message>
    <message>
        <source>Find in the source text</source>
        <translation>Find i kildeteksten</translation>
    </message>
    <message>
        <source>Timeline: select the previous or next event</source>
        <translation>Tidslinje: vælg forrige eller næste begivenhed</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Timeline: zoom to the selected event</source>
        <translation>Tidslinje: zoom til den valgte begivenhed</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Timeline: clear the selection</source>
        <translation>Tidslinje: fjern markeringen</translation>
    </message>
    <message>
        <source>Timeline and map: zoom in or out</source>
        <translation>Tidslinje og kort: zoom ind eller ud</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Piletasterne</translation>
    </message>
    <message>
        <source>Timeline and map: pan</source>
        <translation>Tidslinje og kort: panorér</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Timeline: show the main story; map: show the whole route</source>
        <translation>Tidslinje: vis hovedforløbet; kort: vis hele ruten</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show the main story in the timeline</source>
        <translation>Vis hovedforløbet på tidslinjen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Show or hide the filters</source>
        <translation>Vis eller skjul filtrene</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export the timeline view</source>
        <translation>Eksportér tidslinjevisningen</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Read history comparatively: several accounts of the same events, side by side.</source>
        <translation>Læs historie sammenlignende: flere beretninger om de samme begivenheder side om side.</translation>
    </message>
    <message>
        <source>Corpus: %1</source>
        <translation>Korpus: %1</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Bygget med</translation>
    </message>
    <message>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL version 3</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>offentlig ejendom (public domain)</translation>
    </message>
    <message>
        <source>land shapes, public domain</source>
        <translation>landkonturer, offentlig ejendom (public domain)</translation>
    </message>
    <message>
        <source>TopoJSON packaging of Natural Earth, ISC licence</source>
        <translation>TopoJSON-udgave af Natural Earth, ISC-licens</translation>
    </message>
    <message>
        <source>font for Chinese text when installed, GPL with font exception</source>
        <translation>skrifttype til kinesisk tekst, hvis installeret; GPL med skrifttypeundtagelse</translation>
    </message>
    <message>
        <source>About Parallax</source>
        <translation>Om Parallax</translation>
    </message>
    <message>
        <source>Edit the selected event</source>
        <translation>Redigér den valgte begivenhed</translation>
    </message>
    <message>
        <source>Shift+F2</source>
        <translation>Shift+F2</translation>
    </message>
    <message>
        <source>Edit the selected event&apos;s account in the source shown</source>
        <translation>Redigér den valgte begivenheds beretning i den viste kilde</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Ny begivenhed</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Change the cited passage to the reader&apos;s selection</source>
        <translation>Skift det citerede tekststed til markeringen i læseren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Delete the selected event (asks first)</source>
        <translation>Slet den valgte begivenhed (spørger først)</translation>
    </message>
</context>
<context>
    <name>parallax::ui::Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>&amp;Systemets sprog (%1)</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engelsk</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Kinesisk</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dansk</translation>
    </message>
</context>
<context>
    <name>parallax::ui::LanguageField</name>
    <message>
        <source>A language code: en, zh, da, fr, de, or another such as zh-Hant or la.</source>
        <translation>En sprogkode: en, zh, da, fr, de eller en anden som zh-Hant eller la.</translation>
    </message>
    <message>
        <source>The source needs a language.</source>
        <translation>Kilden skal have et sprog.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MainWindow</name>
    <message>
        <source>Map</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kildetekst</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Begivenhed</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Sammenlign</translation>
    </message>
    <message>
        <source>Parallel Reading</source>
        <translation>Parallellæsning</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Uoverensstemmelser</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;Export Timeline View…</source>
        <translation>&amp;Eksportér tidslinjevisning…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;Map View…</source>
        <translation>Eksportér &amp;kortvisning…</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>Eksportér &amp;diagram…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Lanes</source>
        <translation>&amp;Baner</translation>
    </message>
    <message>
        <source>&amp;Single Lane</source>
        <translation>&amp;Én bane</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Efter %1</translation>
    </message>
    <message>
        <source>Titles in &amp;Chinese</source>
        <translation>Titler på &amp;kinesisk</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>&amp;Fit All</source>
        <translation>&amp;Vis alt</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Søg</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Eksportér diagram</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-billede (*.png);;SVG-tegning (*.svg)</translation>
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
        <translation>Eksportér kortvisning</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-billede (*.png);;SVG-tegning (*.svg);;PDF-dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Eksporterede %1</translation>
    </message>
    <message>
        <source>Export Timeline View</source>
        <translation>Eksportér tidslinjevisning</translation>
    </message>
    <message>
        <source>Finding conflicts…</source>
        <translation>Finder uoverensstemmelser…</translation>
    </message>
    <message>
        <source>Sorting the conflicts…</source>
        <translation>Sorterer uoverensstemmelserne…</translation>
    </message>
    <message>
        <source>Reading the events…</source>
        <translation>Læser begivenhederne…</translation>
    </message>
    <message>
        <source>Show the filters (View ▸ Filters)</source>
        <translation>Vis filtrene (Vis ▸ Filtre)</translation>
    </message>
    <message>
        <source>Filtered: %1 of %2 events</source>
        <translation>Filtreret: %1 af %2 begivenheder</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapCanvas</name>
    <message>
        <source>Map of places and the route</source>
        <translation>Kort over steder og ruten</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 begivenhed</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 begivenheder</translation>
    </message>
    <message>
        <source>by sea</source>
        <translation>til søs</translation>
    </message>
    <message>
        <source>by land</source>
        <translation>over land</translation>
    </message>
    <message>
        <source>inferred: %1</source>
        <translation>udledt: %1</translation>
    </message>
    <message>
        <source>Map of places and the route. Drag or arrow keys pan, the wheel or plus and minus zoom, Home shows the whole route.</source>
        <translation>Kort over steder og ruten. Træk eller piletasterne panorerer, hjulet eller plus og minus zoomer, Home viser hele ruten.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n places&lt;/b&gt;: click to zoom in</source>
        <translation>
            <numerusform>&lt;b&gt;%n sted&lt;/b&gt;: klik for at zoome ind</numerusform>
            <numerusform>&lt;b&gt;%n steder&lt;/b&gt;: klik for at zoome ind</numerusform>
        </translation>
    </message>
    <message>
        <source>No name in %1 in this corpus: shown as the sources write it</source>
        <translation>Intet navn på %1 i dette korpus: vist som kilderne skriver det</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapPanel</name>
    <message>
        <source>Whole route</source>
        <translation>Hele ruten</translation>
    </message>
    <message>
        <source>Animate the journey: the marker and the timeline&apos;s cursor move together</source>
        <translation>Animér rejsen: markøren og tidslinjens markør bevæger sig sammen</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Afspilningshastighed</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1 dag/s</translation>
    </message>
    <message>
        <source>%1 days/s</source>
        <translation>%1 dage/s</translation>
    </message>
    <message>
        <source>Route: %1 km over %2 legs (WGS84 geodesic)</source>
        <translation>Rute: %1 km på %2 etaper (WGS84-geodætisk)</translation>
    </message>
    <message>
        <source> · %1: %2 km travelled</source>
        <translation> · %1: %2 km tilbagelagt</translation>
    </message>
    <message>
        <source>All places</source>
        <translation>Alle steder</translation>
    </message>
    <message>
        <source>Go to:</source>
        <translation>Gå til:</translation>
    </message>
    <message>
        <source>Go to a region of the map</source>
        <translation>Gå til et område på kortet</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Where the timeline is</source>
        <translation>Hvor tidslinjen er</translation>
    </message>
    <message>
        <source>Where the story is in the time the timeline shows; follows the timeline until you move the map</source>
        <translation>Hvor historien foregår i det tidsrum, tidslinjen viser; følger tidslinjen, indtil du flytter kortet</translation>
    </message>
    <message>
        <source>No route in this database: Play follows the legs of a journey.</source>
        <translation>Ingen rute i denne database: Afspil følger en rejses etaper.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MapRenderer</name>
    <message>
        <source>%1°N</source>
        <translation>%1° N</translation>
    </message>
    <message>
        <source>%1°S</source>
        <translation>%1° S</translation>
    </message>
    <message>
        <source>%1°E</source>
        <translation>%1° Ø</translation>
    </message>
    <message>
        <source>%1°W</source>
        <translation>%1° V</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MergeEventsCommand</name>
    <message>
        <source>Merge “%1” into “%2”</source>
        <translation>Flet “%1” ind i “%2”</translation>
    </message>
    <message>
        <source>An event cannot be merged into itself.</source>
        <translation>En begivenhed kan ikke flettes ind i sig selv.</translation>
    </message>
    <message>
        <source>Both events must exist to be merged.</source>
        <translation>Begge begivenheder skal findes for at kunne flettes.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::MoveAccountCommand</name>
    <message>
        <source>Move account to “%1”</source>
        <translation>Flyt beretning til “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::OverviewStrip</name>
    <message>
        <source>Overview of the whole timeline</source>
        <translation>Overblik over hele tidslinjen</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Overblik</translation>
    </message>
    <message>
        <source>The whole corpus: how many events when, long empty stretches cut short (≈). Click or drag to move the timeline.</source>
        <translation>Hele korpusset: hvor mange begivenheder hvornår; lange tomme perioder er forkortet (≈). Klik eller træk for at flytte tidslinjen.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ParallelModel</name>
    <message>
        <source>no date</source>
        <translation>ingen dato</translation>
    </message>
    <message>
        <source>The two sources date this event differently</source>
        <translation>De to kilder daterer denne begivenhed forskelligt</translation>
    </message>
    <message>
        <source>Both sources tell this event</source>
        <translation>Begge kilder fortæller om denne begivenhed</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ParallelReader</name>
    <message>
        <source>Parallel reading</source>
        <translation>Parallellæsning</translation>
    </message>
    <message>
        <source>+ Source</source>
        <translation>+ Kilde</translation>
    </message>
    <message>
        <source>Read one more source alongside</source>
        <translation>Læs endnu en kilde ved siden af</translation>
    </message>
    <message>
        <source>− Source</source>
        <translation>− Kilde</translation>
    </message>
    <message>
        <source>Drop the last source</source>
        <translation>Fjern den sidste kilde</translation>
    </message>
    <message>
        <source>Source %1</source>
        <translation>Kilde %1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::PersonTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>Engelsk navn</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>Kinesisk navn</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>Dansk navn</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>Rename person %1</source>
        <translation>Omdøb person %1</translation>
    </message>
    <message>
        <source>A person needs a name.</source>
        <translation>En person skal have et navn.</translation>
    </message>
    <message>
        <source>Add person “%1”</source>
        <translation>Tilføj person “%1”</translation>
    </message>
    <message>
        <source>Choose a person first.</source>
        <translation>Vælg først en person.</translation>
    </message>
    <message>
        <source>Delete person “%1”</source>
        <translation>Slet person “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::PlaceTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>Engelsk navn</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>Kinesisk navn</translation>
    </message>
    <message>
        <source>Danish name</source>
        <translation>Dansk navn</translation>
    </message>
    <message>
        <source>Latitude</source>
        <translation>Breddegrad</translation>
    </message>
    <message>
        <source>Longitude</source>
        <translation>Længdegrad</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Bruges af</translation>
    </message>
    <message>
        <source>“%1” is not a number of degrees.</source>
        <translation>“%1” er ikke et antal grader.</translation>
    </message>
    <message>
        <source>Rename place %1</source>
        <translation>Omdøb sted %1</translation>
    </message>
    <message>
        <source>Choose a place first.</source>
        <translation>Vælg først et sted.</translation>
    </message>
    <message>
        <source>Latitude must lie between −90 and 90 and longitude between −180 and 180 degrees.</source>
        <translation>Breddegraden skal ligge mellem −90 og 90 og længdegraden mellem −180 og 180 grader.</translation>
    </message>
    <message>
        <source>Move place %1</source>
        <translation>Flyt sted %1</translation>
    </message>
    <message>
        <source>A place needs a name.</source>
        <translation>Et sted skal have et navn.</translation>
    </message>
    <message>
        <source>Add place “%1”</source>
        <translation>Tilføj sted “%1”</translation>
    </message>
    <message>
        <source>Delete place “%1”</source>
        <translation>Slet sted “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReferenceEditor</name>
    <message>
        <source>Places, People, Eras and Route</source>
        <translation>Steder, personer, epoker og rute</translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation>&amp;Steder</translation>
    </message>
    <message>
        <source>P&amp;eople</source>
        <translation>&amp;Personer</translation>
    </message>
    <message>
        <source>E&amp;ras</source>
        <translation>&amp;Epoker</translation>
    </message>
    <message>
        <source>R&amp;oute</source>
        <translation>&amp;Rute</translation>
    </message>
    <message>
        <source>%1 is now at %2, %3.</source>
        <translation>%1 ligger nu på %2, %3.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Deleted %1 (Edit ▸ Undo brings it back).</source>
        <translation>Slettede %1 (Redigér ▸ Fortryd henter det tilbage).</translation>
    </message>
    <message>
        <source>Add Place</source>
        <translation>Tilføj sted</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>Pick on Map</source>
        <translation>Vælg på kortet</translation>
    </message>
    <message>
        <source>Then click the map where the selected place is; Escape on the map cancels.</source>
        <translation>Klik derefter på kortet, hvor det valgte sted ligger; Escape på kortet annullerer.</translation>
    </message>
    <message>
        <source>Choose a place in the table first.</source>
        <translation>Vælg først et sted i tabellen.</translation>
    </message>
    <message>
        <source>Click the map where %1 is (Escape on the map cancels).</source>
        <translation>Klik på kortet, hvor %1 ligger (Escape på kortet annullerer).</translation>
    </message>
    <message>
        <source>Add Person</source>
        <translation>Tilføj person</translation>
    </message>
    <message>
        <source>Add Era</source>
        <translation>Tilføj epoke</translation>
    </message>
    <message>
        <source>Add Leg</source>
        <translation>Tilføj etape</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Flyt op</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Flyt ned</translation>
    </message>
    <message>
        <source>land</source>
        <translation>til lands</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>til søs</translation>
    </message>
    <message>
        <source>A route leg joins two places: add them first.</source>
        <translation>En etape forbinder to steder: tilføj dem først.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReferenceModel</name>
    <message>
        <source>a date is needed</source>
        <translation>der skal angives en dato</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Ingen database er åben.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RemoveAccountCommand</name>
    <message>
        <source>Remove account</source>
        <translation>Fjern beretning</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>Fjern begivenhed %1</translation>
    </message>
    <message>
        <source>Delete event “%1”</source>
        <translation>Slet begivenheden “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReplaceTextCommand</name>
    <message>
        <source>Replace the text of %1</source>
        <translation>Erstat teksten i %1</translation>
    </message>
    <message>
        <source>Replace the text of “%1”</source>
        <translation>Erstat teksten i “%1”</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ReplaceTextDialog</name>
    <message>
        <source>Replace Text of “%1”</source>
        <translation>Erstat teksten i “%1”</translation>
    </message>
    <message>
        <source>The citations of this source are found again in the new text; those whose passage is gone become orphaned. Undo (Ctrl+Z) brings the old text back.</source>
        <translation>Kildens citater findes igen i den nye tekst; de citater, hvis tekststed ikke længere findes, bliver forældreløse. Fortryd (Ctrl+Z) henter den gamle tekst tilbage.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstat</translation>
    </message>
    <message>
        <source>The new text is empty.</source>
        <translation>Den nye tekst er tom.</translation>
    </message>
    <message>
        <source>Correct the text, paste a new one, or choose a file.</source>
        <translation>Ret teksten, indsæt en ny, eller vælg en fil.</translation>
    </message>
    <message>
        <source>This file holds the source&apos;s text as it is.</source>
        <translation>Filen indeholder kildens tekst, som den er nu.</translation>
    </message>
</context>
<context>
    <name>parallax::ui::RouteTableModel</name>
    <message>
        <source>Order</source>
        <translation>Rækkefølge</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Departs (EDTF)</source>
        <translation>Afgang (EDTF)</translation>
    </message>
    <message>
        <source>Arrives (EDTF)</source>
        <translation>Ankomst (EDTF)</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Måde</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>til søs</translation>
    </message>
    <message>
        <source>land</source>
        <translation>til lands</translation>
    </message>
    <message>
        <source>There is no place “%1”.</source>
        <translation>Der findes intet sted “%1”.</translation>
    </message>
    <message>
        <source>Leg %1: %2</source>
        <translation>Etape %1: %2</translation>
    </message>
    <message>
        <source>A leg goes by land or by sea.</source>
        <translation>En etape går over land eller til søs.</translation>
    </message>
    <message>
        <source>Edit route leg %1</source>
        <translation>Redigér etape %1</translation>
    </message>
    <message>
        <source>A route leg goes from a known place to a known place.</source>
        <translation>En etape går fra et kendt sted til et kendt sted.</translation>
    </message>
    <message>
        <source>Route leg: %1</source>
        <translation>Etape: %1</translation>
    </message>
    <message>
        <source>Add route leg %1</source>
        <translation>Tilføj etape %1</translation>
    </message>
    <message>
        <source>Choose a route leg first.</source>
        <translation>Vælg først en etape.</translation>
    </message>
    <message>
        <source>Delete route leg %1</source>
        <translation>Slet etape %1</translation>
    </message>
    <message>
        <source>That leg cannot move further.</source>
        <translation>Den etape kan ikke flyttes længere.</translation>
    </message>
    <message>
        <source>Move route leg %1</source>
        <translation>Flyt etape %1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SearchBox</name>
    <message>
        <source>Search</source>
        <translation>Søg</translation>
    </message>
    <message>
        <source>Search events, places, people, texts (Ctrl+K)</source>
        <translation>Søg i begivenheder, steder, personer, tekster (Ctrl+K)</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Begivenheder</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Steder</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personer</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Tekststeder</translation>
    </message>
    <message>
        <source>No matches for “%1”</source>
        <translation>Ingen resultater for “%1”</translation>
    </message>
    <message>
        <source>place · %1</source>
        <translation>sted · %1</translation>
    </message>
    <message>
        <source>%1: the first %2</source>
        <translation>%1: de første %2</translation>
    </message>
    <message>
        <source>%1: %2 of more than %3 (click to show %3)</source>
        <translation>%1: %2 af mere end %3 (klik for at vise %3)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (click to show all)</source>
        <translation>%1: %2 af %3 (klik for at vise alle)</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourcePropertiesDialog</name>
    <message>
        <source>Source Properties</source>
        <translation>Kildeegenskaber</translation>
    </message>
    <message>
        <source>EDTF, e.g. 1823 or 1820/1825</source>
        <translation>EDTF, f.eks. 1823 eller 1820/1825</translation>
    </message>
    <message>
        <source>Where the text comes from: edition, archive, translator, licence.</source>
        <translation>Hvor teksten kommer fra: udgave, arkiv, oversætter, licens.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>indsat tekst</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <source>%1, %2 (id %3)</source>
        <translation>%1, %2 (id %3)</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Forfatter:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>&amp;Written:</source>
        <translation>&amp;Affattet:</translation>
    </message>
    <message>
        <source>&amp;Provenance:</source>
        <translation>&amp;Oprindelse:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Tekst:</translation>
    </message>
    <message>
        <source>The source needs a title.</source>
        <translation>Kilden skal have en titel.</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Affattet: %1</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourceReader</name>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Find in text (Ctrl+F)</source>
        <translation>Find i teksten (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find in source text</source>
        <translation>Find i kildeteksten</translation>
    </message>
    <message>
        <source>Source text</source>
        <translation>Kildetekst</translation>
    </message>
    <message>
        <source>%1 — %2, 1 cited event</source>
        <translation>%1 — %2, 1 citeret begivenhed</translation>
    </message>
    <message>
        <source>%1 — %2, %3 cited events</source>
        <translation>%1 — %2, %3 citerede begivenheder</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>ikke fundet</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 forekomst</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 forekomster</translation>
    </message>
</context>
<context>
    <name>parallax::ui::SourceTextInput</name>
    <message>
        <source>From a &amp;text file:</source>
        <translation>Fra en &amp;tekstfil:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Gennemse…</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Kodning:</translation>
    </message>
    <message>
        <source>The file&apos;s first lines, as decoded, appear here: check that they read right.</source>
        <translation>Filens første linjer vises her, som de afkodes: kontrollér, at de ser rigtige ud.</translation>
    </message>
    <message>
        <source>&amp;Pasted text:</source>
        <translation>&amp;Indsat tekst:</translation>
    </message>
    <message>
        <source>Paste the text of the source here.</source>
        <translation>Indsæt kildens tekst her.</translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md);;All files (*)</source>
        <translation>Tekstfiler (*.txt *.text *.md);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;Pasted or edited text:</source>
        <translation>&amp;Indsat eller rettet tekst:</translation>
    </message>
    <message>
        <source>Paste the new text of the source here.</source>
        <translation>Indsæt kildens nye tekst her.</translation>
    </message>
    <message>
        <source>Choose a text file, or paste the text.</source>
        <translation>Vælg en tekstfil, eller indsæt teksten.</translation>
    </message>
    <message>
        <source>Type or paste a file&apos;s path, or choose Browse…</source>
        <translation>Skriv eller indsæt filens sti, eller vælg Gennemse…</translation>
    </message>
</context>
<context>
    <name>parallax::ui::StatisticsPanel</name>
    <message>
        <source>Events per period by source</source>
        <translation>Begivenheder pr. periode efter kilde</translation>
    </message>
    <message>
        <source>Coverage of eras by source</source>
        <translation>Kildernes dækning af epokerne</translation>
    </message>
    <message>
        <source>Distance travelled over time</source>
        <translation>Tilbagelagt afstand over tid</translation>
    </message>
    <message>
        <source>Events over time</source>
        <translation>Begivenheder over tid</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Dækning</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Rejsen</translation>
    </message>
    <message>
        <source>distance travelled (km)</source>
        <translation>tilbagelagt afstand (km)</translation>
    </message>
    <message>
        <source>time cursor</source>
        <translation>tidsmarkør</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
    <message>
        <source>The journey: %1 km in all (WGS84 geodesic)</source>
        <translation>Rejsen: %1 km i alt (WGS84-geodætisk)</translation>
    </message>
    <message>
        <source>No chart to export.</source>
        <translation>Der er intet diagram at eksportere.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kan ikke skrives.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagrammer</translation>
    </message>
    <message>
        <source>Events per year, by the date each source gives (click a bar to zoom)</source>
        <translation>Begivenheder pr. år efter den dato, hver kilde angiver (klik på en søjle for at zoome)</translation>
    </message>
    <message>
        <source>Events per month, by the date each source gives (click a bar to zoom)</source>
        <translation>Begivenheder pr. måned efter den dato, hver kilde angiver (klik på en søjle for at zoome)</translation>
    </message>
    <message>
        <source>events</source>
        <translation>begivenheder</translation>
    </message>
    <message numerus="yes">
        <source>Events per %n years, by the date each source gives (click a bar to zoom)</source>
        <translation>
            <numerusform>Begivenheder pr. %n år efter den dato, hver kilde angiver (klik på en søjle for at zoome)</numerusform>
            <numerusform>Begivenheder pr. %n år efter den dato, hver kilde angiver (klik på en søjle for at zoome)</numerusform>
        </translation>
    </message>
    <message>
        <source>Which source speaks about which era (events)</source>
        <translation>Hvilken kilde fortæller om hvilken epoke (begivenheder)</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln sources</source>
        <translation>
            <numerusform>%Ln kilde</numerusform>
            <numerusform>Alle %Ln kilder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln other sources</source>
        <translation>
            <numerusform>%Ln anden kilde</numerusform>
            <numerusform>%Ln andre kilder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>parallax::ui::TimelineWidget</name>
    <message>
        <source>Timeline</source>
        <translation>Tidslinje</translation>
    </message>
    <message>
        <source>%1 events here — click to zoom in</source>
        <translation>%1 begivenheder her — klik for at zoome ind</translation>
    </message>
    <message>
        <source>1 account</source>
        <translation>1 beretning</translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation>%1 beretninger</translation>
    </message>
    <message>
        <source>⚠ the sources disagree</source>
        <translation>⚠ kilderne er uenige</translation>
    </message>
    <message>
        <source>The timeline: one lane per source. Wheel or plus and minus zoom, drag or arrows pan, [ and ] step through the events.</source>
        <translation>Tidslinjen: én bane pr. kilde. Hjulet eller plus og minus zoomer, træk eller pilene panorerer, [ og ] går gennem begivenhederne.</translation>
    </message>
    <message>
        <source>Events in time. Plus and minus zoom, arrows pan, Home fits the main story, [ and ] move between events, Enter zooms to the selected one.</source>
        <translation>Begivenheder i tid. Plus og minus zoomer, pilene panorerer, Home viser hovedhistorien, [ og ] flytter mellem begivenheder, Enter zoomer til den valgte.</translation>
    </message>
    <message>
        <source>Filter lanes</source>
        <translation>Filtrer baner</translation>
    </message>
    <message>
        <source>Filter lanes by name</source>
        <translation>Filtrer baner efter navn</translation>
    </message>
    <message>
        <source>Show only the lanes whose name contains this (/ to get here, Esc to clear)</source>
        <translation>Vis kun de baner, hvis navn indeholder dette (/ for at komme hertil, Esc for at rydde)</translation>
    </message>
    <message>
        <source>Click to read this event</source>
        <translation>Klik for at læse denne begivenhed</translation>
    </message>
    <message>
        <source>Reading the timeline…</source>
        <translation>Læser tidslinjen…</translation>
    </message>
</context>
<context>
    <name>parallax::ui::ViewExport</name>
    <message>
        <source>The size must be between 100 and 20000 pixels each way.</source>
        <translation>Størrelsen skal være mellem 100 og 20000 pixel i hver retning.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kan ikke skrives.</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>Ukendt format &quot;%1&quot;: brug .png, .svg eller .pdf.</translation>
    </message>
</context>
</TS>
