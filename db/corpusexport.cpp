#include "corpusexport.h"

#include "corpusloader.h"

#include <core/textoffsets.h>

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

#include <map>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::CorpusExport)
};

QJsonObject namesObject(const LocalizedNames &names)
{
    QJsonObject o;
    for (auto it = names.begin(); it != names.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonValue dateOrNull(const HistoricalDate &d)
{
    return d.isValid() ? QJsonValue(d.toEdtf()) : QJsonValue(QJsonValue::Null);
}

// Adds `key` only when the text is not empty: optional fields stay out.
void insertText(QJsonObject &o, const char *key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(QLatin1String(key), value);
}

QJsonObject sourceObject(const Source &s, const QString &file)
{
    QJsonObject o{{"id", s.id}, {"file", file}, {"title", s.title}, {"language", s.language}};
    insertText(o, "provenance", s.provenance);
    return o;
}

QJsonObject placeObject(const Place &p)
{
    return {{"id", p.id}, {"names", namesObject(p.names)}, {"lat", p.lat}, {"lon", p.lon}};
}

QJsonObject eraObject(const Era &e)
{
    QJsonObject o{{"id", e.id}, {"names", namesObject(e.names)}, {"date", e.date.toEdtf()}};
    insertText(o, "color", e.color);
    return o;
}

QJsonObject legObject(const RouteLeg &l)
{
    QJsonArray waypoints;
    for (const Waypoint &w : l.waypoints) {
        QJsonObject o{{"lat", w.lat}, {"lon", w.lon}};
        insertText(o, "place", w.placeId);
        if (w.inferred)
            o.insert(QStringLiteral("inferred"), true);
        waypoints.append(o);
    }
    QJsonObject o{{"from", l.fromPlaceId},
                  {"to", l.toPlaceId},
                  {"depart", l.depart.toEdtf()},
                  {"arrive", l.arrive.toEdtf()},
                  {"mode", l.mode == TravelMode::Sea ? "sea" : "land"},
                  {"inferred", l.inferred}};
    insertText(o, "note", l.note);
    if (!waypoints.isEmpty())
        o.insert(QStringLiteral("waypoints"), waypoints);
    return o;
}

// Reads each source's quotes once, to know which need a prefix or suffix.
class QuoteLocator
{
public:
    explicit QuoteLocator(const Corpus &corpus)
    {
        QHash<QString, QList<QString>> quotes;
        for (const Event &e : corpus.events)
            for (const Account &a : e.accounts)
                quotes[a.sourceId].append(a.quote);
        for (const Source &s : corpus.sources) {
            m_texts.insert(s.id, &s.text);
            m_counts.insert(s.id, quoteOccurrences(s.text, quotes.value(s.id)));
        }
    }

    QuoteContext context(const Account &a) const
    {
        const QString *text = m_texts.value(a.sourceId);
        if (!text || m_counts.value(a.sourceId).value(a.quote) <= 1)
            return {};
        return disambiguatingContext(*text, a.quote, utf16IndexFromCodePoint(*text, a.start));
    }

private:
    QHash<QString, const QString *> m_texts;
    QHash<QString, QHash<QString, int>> m_counts;
};

QJsonObject accountObject(const Account &a, const QuoteLocator &quotes)
{
    QJsonObject o{{"source", a.sourceId}, {"quote", a.quote}};
    const QuoteContext context = quotes.context(a);
    insertText(o, "prefix", context.prefix);
    insertText(o, "suffix", context.suffix);
    // null, not absent: an undated account with words stays undated (an
    // absent claimed_date is read from the words).
    o.insert(QStringLiteral("claimed_date"), dateOrNull(a.claimedDate));
    insertText(o, "date_text", a.dateText);
    insertText(o, "gloss_en", a.glossEn);
    insertText(o, "note_en", a.noteEn);
    return o;
}

QJsonObject eventObject(const Event &e, const QuoteLocator &quotes)
{
    QJsonArray accounts;
    for (const Account &a : e.accounts)
        accounts.append(accountObject(a, quotes));
    QJsonObject o{{"id", e.id},
                  {"title", namesObject(e.titles)},
                  {"date", e.date.toEdtf()},
                  {"importance", importanceName(e.importance)},
                  {"accounts", accounts}};
    insertText(o, "summary_en", e.summaryEn);
    insertText(o, "place", e.placeId);
    insertText(o, "category", e.category);
    insertText(o, "era", e.eraId);
    if (!e.personIds.isEmpty())
        o.insert(QStringLiteral("people"), QJsonArray::fromStringList(e.personIds));
    return o;
}

// Writes JSON to a device as it is produced, one list entry a line.
class JsonListWriter
{
public:
    explicit JsonListWriter(QIODevice &out) : m_out(out) {}

    void raw(const QByteArray &bytes) { m_ok = m_ok && m_out.write(bytes) == bytes.size(); }
    void field(const char *key, const QJsonValue &value)
    {
        const QByteArray v = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        raw(QByteArray(" \"") + key + "\": " + v.mid(1, v.size() - 2) + ",\n");
    }
    template <typename List, typename Fn>
    void list(const char *key, const List &items, Fn toObject, bool last = false)
    {
        raw(QByteArray(" \"") + key + "\": [");
        bool first = true;
        for (const auto &item : items) {
            raw(first ? "\n  " : ",\n  ");
            raw(QJsonDocument(toObject(item)).toJson(QJsonDocument::Compact));
            first = false;
        }
        raw(first ? "]" : "\n ]");
        raw(last ? "\n" : ",\n");
    }
    bool ok() const { return m_ok; }

private:
    QIODevice &m_out;
    bool m_ok = true;
};

// A file name a corpus folder can hold for every source, by id: its own
// where it has a usable one, else one made from its id.
QHash<QString, QString> fileNames(const Corpus &corpus)
{
    QHash<QString, QString> out;
    QSet<QString> used{QString::fromLatin1(kCorpusDescriptionFile)};
    for (const Source &s : corpus.sources) {
        QString file = s.file;
        const bool usable = !file.isEmpty() && !file.contains(u'/') && !file.contains(u'\\') && !file.startsWith(u'.')
            && !used.contains(file);
        if (!usable) {
            QString base = s.id;
            base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
            file = base + QStringLiteral(".txt");
            for (int n = 2; used.contains(file); ++n)
                file = QStringLiteral("%1-%2.txt").arg(base).arg(n);
        }
        used.insert(file);
        out.insert(s.id, file);
    }
    return out;
}

Status writeSourceTexts(const Corpus &corpus, const QString &folder)
{
    const QHash<QString, QString> files = fileNames(corpus);
    for (const Source &s : corpus.sources) {
        QSaveFile f(folder + u'/' + files.value(s.id));
        const QByteArray bytes = s.text.toUtf8();
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
            return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    }
    return success();
}

} // namespace

QHash<QString, int> quoteOccurrences(const QString &text, const QList<QString> &quotes)
{
    // Distinct quotes by length, each with its hash.
    constexpr std::uint64_t kBase = 1099511628211ULL;
    auto hashOf = [](QStringView s) {
        std::uint64_t h = 0;
        for (QChar c : s)
            h = h * kBase + c.unicode();
        return h;
    };
    std::map<qsizetype, QHash<std::uint64_t, QList<QString>>> byLength;
    QHash<QString, int> counts;
    for (const QString &q : quotes) {
        if (q.isEmpty() || counts.contains(q))
            continue;
        counts.insert(q, 0);
        byLength[q.size()][hashOf(q)].append(q);
    }
    const char16_t *u = reinterpret_cast<const char16_t *>(text.utf16());
    for (const auto &[length, wanted] : byLength) {
        if (length > text.size())
            continue;
        std::uint64_t power = 1; // kBase^(length-1)
        for (qsizetype i = 1; i < length; ++i)
            power *= kBase;
        std::uint64_t h = hashOf(QStringView(text).left(length));
        for (qsizetype at = 0;; ++at) {
            if (const auto it = wanted.find(h); it != wanted.end())
                for (const QString &q : *it)
                    if (QStringView(text).mid(at, length) == q)
                        ++counts[q];
            if (at + length >= text.size())
                break;
            h = (h - u[at] * power) * kBase + u[at + length];
        }
    }
    return counts;
}

QuoteContext disambiguatingContext(const QString &text, const QString &quote, qsizetype at)
{
    auto unique = [&](const QString &prefix, const QString &suffix) {
        for (qsizetype i = text.indexOf(quote); i >= 0; i = text.indexOf(quote, i + 1)) {
            if (i == at)
                continue;
            if (QStringView(text).left(i).endsWith(prefix) && QStringView(text).mid(i + quote.size()).startsWith(suffix))
                return false;
        }
        return true;
    };
    const qsizetype after = at + quote.size();
    for (qsizetype k = 8;; k *= 2) {
        qsizetype from = std::max<qsizetype>(0, at - k);
        qsizetype to = std::min<qsizetype>(text.size(), after + k);
        // Never cut a character in two.
        if (from > 0 && text[from].isLowSurrogate())
            --from;
        if (to < text.size() && text[to].isLowSurrogate())
            ++to;
        QuoteContext c{text.mid(from, at - from), text.mid(after, to - after)};
        if (unique(c.prefix, QString()))
            return {c.prefix, QString()};
        if (unique(QString(), c.suffix))
            return {QString(), c.suffix};
        if (unique(c.prefix, c.suffix) || (from == 0 && to == text.size()))
            return c;
    }
}

Status writeCorpusDescription(const Corpus &corpus, QIODevice &out)
{
    const QuoteLocator quotes(corpus);
    JsonListWriter w(out);
    w.raw("{\n");
    w.field("format", QStringLiteral("parallax-corpus"));
    w.field("version", 1);
    w.field("id", corpus.id);
    w.field("title", corpus.title);
    const QHash<QString, QString> files = fileNames(corpus);
    w.list("sources", corpus.sources, [&](const Source &s) { return sourceObject(s, files.value(s.id)); });
    w.list("places", corpus.places, placeObject);
    w.list("people", corpus.people, [](const Person &p) {
        return QJsonObject{{"id", p.id}, {"names", namesObject(p.names)}};
    });
    w.list("eras", corpus.eras, eraObject);
    w.list("events", corpus.events, [&](const Event &e) { return eventObject(e, quotes); });
    w.list("route", corpus.route, legObject, true);
    w.raw("}\n");
    if (!w.ok())
        return Status::failure(Tr::tr("cannot write %1: %2").arg(QLatin1String(kCorpusDescriptionFile), out.errorString()));
    return success();
}

Status exportCorpusFolder(const Corpus &corpus, const QString &folder)
{
    QDir dir(folder);
    if (dir.exists() && !dir.isEmpty())
        return Status::failure(Tr::tr("%1 is not empty: give a new folder").arg(folder));
    if (!QDir().mkpath(folder))
        return Status::failure(Tr::tr("cannot create the folder %1").arg(folder));
    if (Status s = writeSourceTexts(corpus, folder); !s)
        return s;
    QSaveFile f(dir.filePath(QLatin1String(kCorpusDescriptionFile)));
    if (!f.open(QIODevice::WriteOnly))
        return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    if (Status s = writeCorpusDescription(corpus, f); !s)
        return s;
    if (!f.commit())
        return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    return success();
}

} // namespace parallax::db
