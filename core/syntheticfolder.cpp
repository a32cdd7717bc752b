#include "syntheticfolder.h"

#include "datephrase.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <numeric>
#include <random>

namespace parallax {

namespace {

const char *const kMonths[] = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December"};

// "the 14th of April 1814", "April 1814", "1814": how a narrative says a date.
QString dateInWords(const HistoricalDate &d)
{
    const DatePoint &p = d.start();
    auto ordinal = [](int n) {
        const char *suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
            : n % 10 == 1                                     ? "st"
            : n % 10 == 2                                     ? "nd"
            : n % 10 == 3                                     ? "rd"
                                                              : "th";
        return QString::number(n) + QLatin1String(suffix);
    };
    if (p.month < 1 || p.month > 12) // a year, or a season
        return QString::number(p.year);
    if (p.precision >= DatePrecision::Day)
        return QStringLiteral("the %1 of %2 %3").arg(ordinal(p.day), QLatin1String(kMonths[p.month - 1])).arg(p.year);
    if (p.precision == DatePrecision::Month)
        return QStringLiteral("%1 %2").arg(QLatin1String(kMonths[p.month - 1])).arg(p.year);
    return QString::number(p.year);
}

// The sentence an account quotes: unique in its source through the event's
// name, which no narrative sentence contains.
QString quoteSentence(const Event &e, const Account &a, const QString &placeName, int variant)
{
    static const char *const openings[] = {
        "On %1, as the letters of that season record, %3 was the talk of %2",
        "It was on %1 that the people of %2 first heard of %3",
        "By %1 the matter had reached %2, and %3 could no longer be denied",
        "Our correspondent at %2 writes that %3 came to pass on %1",
        "The registers of %2 give %1 for %3",
    };
    const QString date = a.claimedDate.isValid() ? dateInWords(a.claimedDate) : QStringLiteral("a day no one noted");
    return QString::fromLatin1(openings[variant % 5]).arg(date, placeName, pickName(e.titles, QStringLiteral("en")))
        + u'.';
}

// Narrative between the quotes: sentences that never name an event.
QString fillerSentence(std::mt19937_64 &rng)
{
    static const char *const subjects[] = {"The road", "The garrison", "The old minister", "A courier", "The harvest",
        "Rumour", "The council", "The weather"};
    static const char *const verbs[] = {"grew worse", "waited for orders", "spoke of little else",
        "was delayed by the rain", "divided the town", "seemed to favour the bold"};
    static const char *const tails[] = {"that week", "for many days", "as winter came on", "to everyone's surprise",
        "in spite of the season", "while the letters went unanswered"};
    return QStringLiteral("%1 %2 %3.")
        .arg(QLatin1String(subjects[rng() % 8]), QLatin1String(verbs[rng() % 6]), QLatin1String(tails[rng() % 6]));
}

QJsonObject namesJson(const LocalizedNames &names)
{
    QJsonObject o;
    for (auto it = names.begin(); it != names.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

// The words of an account's date, when they say what its claimed date says:
// an importer reads "date_text" back and warns when it reads as another date
// (an interval or an hour told as a day), so those accounts give none.
QString honestDateText(const Account &a, const HistoricalDate &record)
{
    const QString words = dateInWords(a.claimedDate);
    const auto read = parseAccountDateText(words, QStringLiteral("en"), record);
    return read && read->span == a.claimedDate.span() ? words : QString();
}

QJsonObject eventJson(const Event &e, const QList<QString> &quotes)
{
    QJsonArray accounts;
    for (qsizetype i = 0; i < e.accounts.size(); ++i) {
        const Account &a = e.accounts[i];
        QJsonObject o {{"source", a.sourceId.str()}, {"quote", quotes[i]}};
        if (a.claimedDate.isValid()) {
            o.insert(QStringLiteral("claimed_date"), a.claimedDate.toEdtf());
            if (const QString words = honestDateText(a, e.date); !words.isEmpty())
                o.insert(QStringLiteral("date_text"), words);
        }
        if (!a.noteEn().isEmpty())
            o.insert(QStringLiteral("note_en"), a.noteEn());
        accounts.append(o);
    }
    return QJsonObject {{"id", e.id}, {"title", namesJson(e.titles)}, {"date", e.date.toEdtf()},
        {"place", e.placeId.str()}, {"category", e.category.str()}, {"era", e.eraId.str()},
        {"importance", importanceName(e.importance)}, {"accounts", accounts}};
}

QByteArray headerJson(const Corpus &c)
{
    QJsonArray sources, places, eras;
    for (const Source &s : c.sources)
        sources.append(QJsonObject {{"id", s.id}, {"file", s.file}, {"title", s.title}, {"language", s.language},
            {"provenance", s.provenance}});
    for (const Place &p : c.places)
        places.append(QJsonObject {{"id", p.id}, {"names", namesJson(p.names)}, {"lat", p.lat}, {"lon", p.lon}});
    for (const Era &e : c.eras)
        eras.append(
            QJsonObject {{"id", e.id}, {"names", namesJson(e.names)}, {"date", e.date.toEdtf()}, {"color", e.color}});
    const QJsonObject top {{"format", "parallax-corpus"}, {"version", 1}, {"id", c.id}, {"title", c.title},
        {"sources", sources}, {"places", places}, {"eras", eras}};
    QByteArray json = QJsonDocument(top).toJson(QJsonDocument::Compact);
    json.chop(1); // the closing brace: the events follow
    return json;
}

} // namespace

Status writeSyntheticFolder(
    const SyntheticFolderSpec &spec, const QString &folder, const std::function<void(qint64, qint64)> &progress)
{
    if (!QDir().mkpath(folder))
        return Status::failure(QStringLiteral("cannot create %1").arg(folder));
    Corpus c = makeSyntheticCorpus(spec.corpus);
    c.id = QStringLiteral("synthetic-folder");
    for (Source &s : c.sources)
        s.language = QStringLiteral("en");
    QHash<QString, int> sourceIndex;
    for (int i = 0; i < c.sources.size(); ++i)
        sourceIndex.insert(c.sources[i].id, i);
    QHash<QString, QString> placeName;
    for (const Place &p : c.places)
        placeName.insert(p.id, pickName(p.names, QStringLiteral("en")));

    // Each source's quotes in order, then as many narrative sentences
    // between them as make the text about textChars long.
    QList<QStringList> quotesOf(c.sources.size());
    qint64 quoteChars = 0;
    QFile json(folder + QStringLiteral("/corpus.json"));
    if (!json.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Status::failure(json.errorString());
    json.write(headerJson(c) + ",\"events\":[\n");
    for (qsizetype i = 0; i < c.events.size(); ++i) {
        const Event &e = c.events[i];
        QList<QString> quotes;
        for (const Account &a : e.accounts) {
            quotes << quoteSentence(e, a, placeName.value(e.placeId), int(i + quotes.size()));
            quotesOf[sourceIndex.value(a.sourceId)] << quotes.back();
            quoteChars += quotes.back().size();
        }
        json.write(QJsonDocument(eventJson(e, quotes)).toJson(QJsonDocument::Compact));
        json.write(i + 1 < c.events.size() ? ",\n" : "\n");
        if (progress && i % 50000 == 0)
            progress(i, c.events.size());
    }
    json.write("]}\n");
    if (!json.flush())
        return Status::failure(json.errorString());
    json.close();
    c.events.clear();

    std::mt19937_64 rng(spec.corpus.seed);
    for (int s = 0; s < c.sources.size(); ++s) {
        const QStringList &quotes = quotesOf[s];
        const qint64 own = std::accumulate(
            quotes.begin(), quotes.end(), qint64(0), [](qint64 n, const QString &q) { return n + q.size() + 1; });
        const qint64 fillerPerQuote
            = std::max<qint64>(0, (spec.textChars - own) / std::max<qsizetype>(1, quotes.size()));
        QString text;
        text.reserve(qsizetype(spec.textChars + own / 4));
        qint64 sinceBreak = 0;
        for (const QString &q : quotes) {
            for (qint64 n = 0; n < fillerPerQuote;) {
                const QString f = fillerSentence(rng);
                text += f;
                text += u' ';
                n += f.size() + 1;
            }
            text += q;
            sinceBreak += fillerPerQuote + q.size();
            // Paragraphs of a few hundred words.
            text += sinceBreak > 1800 ? QStringLiteral("\n\n") : QStringLiteral(" ");
            if (sinceBreak > 1800)
                sinceBreak = 0;
        }
        QFile f(folder + u'/' + c.sources[s].file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text.toUtf8()) < 0)
            return Status::failure(f.errorString());
    }
    (void)quoteChars;
    if (progress)
        progress(spec.corpus.events, spec.corpus.events);
    return success();
}

} // namespace parallax
