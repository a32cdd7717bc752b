#include "corpusexport.h"

#include "corpusloader.h"
#include "database.h"
#include "eventchunks.h"
#include "eventstream.h"
#include "jsonwriter.h"
#include "textcheck.h"

#include <core/accountid.h>
#include <core/textoffsets.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStringDecoder>
#include <QThread>
#include <QUtf8StringView>

#include <atomic>
#include <bit>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::CorpusExport)
};

void writeNames(JsonStream &w, const char *key, const LocalizedNames &names)
{
    w.key(key).beginObject();
    for (auto it = names.begin(); it != names.end(); ++it)
        w.key(it.key().toUtf8().constData()).value(it.value());
    w.endObject();
}

// The forms of a name the texts use (left out when there are none).
void writeVariants(JsonStream &w, const QList<NameVariant> &variants)
{
    if (variants.isEmpty())
        return;
    w.key("variants").beginArray();
    for (const NameVariant &v : variants) {
        w.beginObject().field("name", v.name).field("lang", v.lang);
        if (!v.sourceIds.isEmpty()) {
            w.key("sources").beginArray();
            for (const QString &id : v.sourceIds)
                w.value(id);
            w.endArray();
        }
        w.fieldIfAny("note", v.note).endObject();
    }
    w.endArray();
}

void writeSource(JsonStream &w, const Source &s, const QString &file)
{
    w.beginObject().field("id", s.id).field("file", file).field("title", s.title).field("language", s.language);
    w.fieldIfAny("author", s.author).fieldIfAny("written", s.written).fieldIfAny("provenance", s.provenance);
    w.fieldIfAny("reference", s.reference).fieldIfAny("encoding", s.encoding).endObject();
}

void writePlace(JsonStream &w, const Place &p)
{
    w.beginObject().field("id", p.id);
    writeNames(w, "names", p.names);
    w.field("lat", p.lat).field("lon", p.lon);
    writeVariants(w, p.variants);
    w.endObject();
}

void writePerson(JsonStream &w, const Person &p)
{
    w.beginObject().field("id", p.id);
    writeNames(w, "names", p.names);
    writeVariants(w, p.variants);
    w.endObject();
}

void writeEra(JsonStream &w, const Era &e)
{
    w.beginObject().field("id", e.id);
    writeNames(w, "names", e.names);
    w.field("date", e.date.toEdtf()).fieldIfAny("color", e.color);
    if (e.background)
        w.field("background", true);
    w.endObject();
}

void writeLeg(JsonStream &w, const RouteLeg &l)
{
    w.beginObject().field("from", l.fromPlaceId).field("to", l.toPlaceId).field("depart", l.depart.toEdtf());
    w.field("arrive", l.arrive.toEdtf()).field("mode", l.mode == TravelMode::Sea ? "sea" : "land");
    w.field("inferred", l.inferred).fieldIfAny("note", l.note);
    if (!l.waypoints.isEmpty()) {
        w.key("waypoints").beginArray();
        for (const Waypoint &p : l.waypoints) {
            w.beginObject().field("lat", p.lat).field("lon", p.lon).fieldIfAny("place", p.placeId);
            if (p.inferred)
                w.field("inferred", true);
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

// A quote by its source and span.
struct QuoteKey
{
    QString source;
    std::int64_t start = 0;
    std::int64_t end = 0;
    friend bool operator==(const QuoteKey &, const QuoteKey &) = default;
};

size_t qHash(const QuoteKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.source, k.start, k.end);
}

// The quote contexts of one source, by span.
using SourceContexts = QHash<QuoteKey, QuoteContext>;

// Where a quote stands more than once in its source, the context (prefix
// and suffix) that picks out its own occurrence, by source and span. Built a
// source at a time from its text and its quotes; quotes that stand once (the
// most) take no memory.
class QuoteLocator
{
public:
    // The contexts of the quotes of one source that need one. `spans` are
    // the quotes' places in `text` (checked against it); orphaned accounts
    // are not among them (their quotes are not looked for on import).
    // `withoutPairs`: the text is known to hold no surrogate pair (as many
    // UTF-16 units as code points), so that a code point's offset is its
    // unit's; else the text is mapped (a pass over it, which was a
    // twentieth of the corpus export).
    static SourceContexts contextsOf(
        const QString &source, const QString &text, const std::vector<CitedSpan> &spans, bool withoutPairs = false)
    {
        const CodePointMap map = withoutPairs ? CodePointMap() : CodePointMap(text);
        const auto toUtf16 = [&](qsizetype cp) {
            return !withoutPairs ? map.toUtf16(cp) : cp >= 0 && cp <= text.size() ? cp : -1;
        };
        std::vector<QStringView> quotes;
        std::vector<qsizetype> starts;
        quotes.reserve(spans.size());
        starts.reserve(spans.size());
        for (const CitedSpan &q : spans) {
            const qsizetype from = toUtf16(q.start), to = toUtf16(q.end);
            quotes.push_back(from >= 0 && to >= from ? QStringView(text).mid(from, to - from) : QStringView());
            starts.push_back(from);
        }
        const QHash<QStringView, int> counts = quoteOccurrences(text, quotes);
        SourceContexts out;
        for (std::size_t i = 0; i < quotes.size(); ++i)
            if (counts.value(quotes[i]) > 1)
                out.insert(QuoteKey {source, spans[i].start, spans[i].end},
                    disambiguatingContext(text, quotes[i].toString(), starts[i]));
        return out;
    }

    void add(const SourceContexts &contexts) { m_contexts.insert(contexts); }

    // Most quotes stand once, and most sources hold no quote that does not.
    QuoteContext context(const Account &a) const
    {
        return m_contexts.isEmpty() ? QuoteContext() : m_contexts.value(QuoteKey {a.sourceId, a.start, a.end});
    }

private:
    SourceContexts m_contexts;
};

QuoteLocator locatorOf(const Corpus &corpus)
{
    QHash<QString, std::vector<CitedSpan>> spans;
    for (const Event &e : corpus.events)
        for (const Account &a : e.accounts)
            if (!a.orphaned)
                spans[a.sourceId].push_back({a.start, a.end});
    QuoteLocator locator;
    for (const Source &s : corpus.sources)
        locator.add(QuoteLocator::contextsOf(s.id, s.text, spans.value(s.id)));
    return locator;
}

// Whether `a`'s id is the one an import gives the account at `index` of
// event `eventId` ("EVENT/INDEX"), which the folder need not say.
bool hasImportedId(const Account &a, const QString &eventId, qsizetype index)
{
    if (a.idNumber() >= 0 && a.idNumber() != index)
        return false;
    const QString id = a.id();
    const qsizetype digits = eventId.size() + 1;
    return id.size() > digits && id.startsWith(eventId) && id.at(eventId.size()) == u'/'
        && idNumberOf(QStringView(id).sliced(digits)) == index;
}

// An orphaned account's quote is not in its source any more: it keeps the
// span it had, and is not looked for on import.
void writeOrphanedSpan(JsonStream &w, const Account &a)
{
    w.field("orphaned", true).field("start", qint64(a.start)).field("end", qint64(a.end));
}

void writeAccount(JsonStream &w, const Account &a, qsizetype index, const QString &eventId, const QuoteLocator &quotes)
{
    w.beginObject();
    if (a.hasId() && !hasImportedId(a, eventId, index))
        w.field("id", a.id());
    w.field("source", a.sourceId).field("quote", a.quote());
    if (a.orphaned) {
        writeOrphanedSpan(w, a);
    } else {
        const QuoteContext context = quotes.context(a);
        w.fieldIfAny("prefix", context.prefix).fieldIfAny("suffix", context.suffix);
    }
    // null, not absent: an undated account with words stays undated (an
    // absent claimed_date is read from the words).
    w.key("claimed_date");
    if (a.claimedDate.isValid())
        w.value(a.claimedDate.toEdtf());
    else
        w.null();
    w.fieldIfAny("date_text", a.dateText()).fieldIfAny("gloss_en", a.glossEn()).fieldIfAny("note_en", a.noteEn());
    w.endObject();
}

void writeEvent(JsonStream &w, const Event &e, const QuoteLocator &quotes)
{
    w.beginObject().field("id", e.id);
    writeNames(w, "title", e.titles);
    w.fieldIfAny("summary_en", e.summaryEn()).field("date", e.date.toEdtf()).fieldIfAny("place", e.placeId);
    if (!e.personIds().isEmpty()) {
        w.key("people").beginArray();
        for (const QString &p : e.personIds())
            w.value(p);
        w.endArray();
    }
    w.fieldIfAny("category", e.category).fieldIfAny("era", e.eraId).field("importance", importanceName(e.importance));
    w.key("accounts").beginArray();
    for (qsizetype i = 0; i < e.accounts.size(); ++i)
        writeAccount(w, e.accounts[i], i, e.id, quotes);
    w.endArray().endObject();
}

// Events as elements of the open array.
template <typename Events> void writeEvents(JsonStream &w, const Events &events, const QuoteLocator &quotes)
{
    for (const Event &e : events) {
        w.indent(2);
        writeEvent(w, e, quotes);
    }
}

// A top-level list, one entry a line.
template <typename List, typename Fn> void writeList(JsonStream &w, const char *key, const List &items, Fn write)
{
    w.indent(1).key(key).beginArray();
    for (const auto &item : items) {
        w.indent(2);
        write(item);
    }
    w.indent(1).endArray();
}

// A file name a corpus folder can hold for every source, by id: its own
// where it has a usable one, else one made from its id.
QHash<QString, QString> fileNames(const Corpus &corpus)
{
    QHash<QString, QString> out;
    QSet<QString> used {QString::fromLatin1(kCorpusDescriptionFile)};
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

Status writeText(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    return success();
}

// The sources' texts written to their files and their quotes located, on
// as many threads as there are cores (at most four), each reading its own
// share of the sources on its own connection, in the snapshot the export
// reads (on one thread where no other connection can read it): at 1M
// (1,000 texts, 824 MB) one thread reading for the others was the most
// loaded, and its copy of each text a third of the kernel's time. A
// thread holds one text (and its decoded copy) at a time. The first
// failure stops every thread.
class TextWriting
{
public:
    TextWriting(const Database &db, const EventStream &stream, const QString &folder,
        const QHash<QString, QString> &files, QuoteLocator &quotes)
        : m_db(db)
        , m_stream(stream)
        , m_folder(folder)
        , m_files(files)
        , m_quotes(quotes)
    { }

    // Writes every text; the first failure, if any.
    Status run()
    {
        const std::vector<std::unique_ptr<Database>> others
            = m_stream.ownsTransaction() ? textReaders(m_db) : std::vector<std::unique_ptr<Database>>();
        // The accounts read on every connection at once, as the texts are
        // (on one, they were a tenth of the export, with nothing beside them).
        std::vector<sqlite3 *> handles {m_db.handle()};
        for (const auto &other : others)
            handles.push_back(other->handle());
        auto cited = citedQuotes(handles);
        if (!cited)
            return Status::failure(cited.error());
        const int parts = int(others.size()) + 1;
        {
            std::vector<std::jthread> threads; // joined on the way out, also on a throw
            for (int k = 1; k < parts; ++k)
                threads.emplace_back(
                    [&, k] { writeShare(others[std::size_t(k - 1)]->handle(), cited.value(), k, parts); });
            writeShare(m_db.handle(), cited.value(), 0, parts);
        }
        if (!m_failed)
            return m_failed;
        // Every source once: the head names as many as the threads read.
        if (m_written.size() != m_files.size())
            return Status::failure(Tr::tr("%1 cannot be read: %2 of its %3 source texts were read")
                                       .arg(m_db.path())
                                       .arg(m_written.size())
                                       .arg(m_files.size()));
        return success();
    }

    // Once run: whether every text passed the quick check (looksClean()),
    // and the files written.
    bool allClean() const { return m_allClean; }
    const QStringList &written() const { return m_written; }

private:
    // Writes the texts of one share; the first failure of any thread stops
    // every thread, and is kept.
    void writeShare(sqlite3 *h, const CitedQuotes &cited, int part, int parts)
    {
        QString decoded; // one buffer a thread, not a fresh one a text
        Status failed = success();
        const Status read = forEachSourceText(h, cited, part, parts, [&](const SourceText &text) {
            if (m_stop.load())
                return Status::failure(QString()); // ends this thread's reading
            failed = writeOne(text, decoded);
            return failed;
        });
        if (read.ok())
            return;
        if (failed.ok() && !m_stop.load())
            failed = read; // the reading itself failed
        m_stop.store(true);
        const std::lock_guard lock(m_mutex);
        if (!failed.ok() && m_failed.ok())
            m_failed = std::move(failed);
    }

    Status writeOne(const SourceText &text, QString &decoded)
    {
        if (!m_files.contains(text.key))
            return Status::failure(
                Tr::tr("%1 cannot be read: source %2 appeared while it was read").arg(m_db.path(), text.key));
        const bool clean = looksClean(text);
        // Read as readCorpus() reads it: a byte that is not UTF-8 is
        // U+FFFD, a byte-order mark is dropped. Most texts are written as
        // they are stored, without encoding them again.
        decodeInto(text.utf8, decoded);
        const bool asStored = QUtf8StringView(text.utf8).isValidUtf8() && !text.utf8.startsWith("\xEF\xBB\xBF");
        const QString file = m_files.value(text.key);
        if (Status s = writeText(m_folder + u'/' + file, asStored ? text.utf8 : decoded.toUtf8()); !s)
            return s;
        std::vector<CitedSpan> spans;
        spans.reserve(text.quotes.size());
        for (const QuotePrint &q : text.quotes)
            spans.push_back(q.span);
        // A clean text is as long as recorded, in code points: as many UTF-16
        // units says it holds no pair.
        const bool withoutPairs = clean && decoded.size() == text.recordedLength;
        const SourceContexts contexts = QuoteLocator::contextsOf(text.key, decoded, spans, withoutPairs);
        const std::lock_guard lock(m_mutex);
        m_allClean = m_allClean && clean;
        m_written.append(file);
        m_quotes.add(contexts);
        return success();
    }

    // `utf8` decoded as QString::fromUtf8() decodes it, into `out`'s own
    // room: a fresh string a text was most of the kernel's time in the
    // export (each page faulted in as it was first written).
    static void decodeInto(const QByteArray &utf8, QString &out)
    {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        out.resize(decoder.requiredSpace(utf8.size()));
        const QChar *end = decoder.appendToBuffer(out.data(), utf8);
        out.resize(end - out.constData());
    }

    const Database &m_db;
    const EventStream &m_stream;
    const QString m_folder;
    const QHash<QString, QString> &m_files;
    QuoteLocator &m_quotes;
    std::atomic<bool> m_stop = false;
    std::mutex m_mutex; // for what follows
    Status m_failed = success();
    bool m_allClean = true;
    QStringList m_written;
};

// corpus.json: the corpus's head with its events as `events` gives them.
Status writeDescription(const Corpus &head, const std::function<Status(JsonStream &)> &writeEvents,
    const QHash<QString, QString> &files, QIODevice &out)
{
    JsonStream w(out);
    w.beginObject();
    w.indent(1).field("format", "parallax-corpus").indent(1).field("version", 1);
    w.indent(1).field("id", head.id).indent(1).field("title", head.title);
    writeList(w, "sources", head.sources, [&](const Source &s) { writeSource(w, s, files.value(s.id)); });
    writeList(w, "places", head.places, [&](const Place &p) { writePlace(w, p); });
    writeList(w, "people", head.people, [&](const Person &p) { writePerson(w, p); });
    writeList(w, "eras", head.eras, [&](const Era &e) { writeEra(w, e); });
    w.indent(1).key("events").beginArray();
    if (Status s = writeEvents(w); !s)
        return s;
    w.indent(1).endArray();
    writeList(w, "route", head.route, [&](const RouteLeg &l) { writeLeg(w, l); });
    w.indent(0).endObject();
    const bool ok = w.flush() && out.write("\n") == 1;
    if (!ok)
        return Status::failure(
            Tr::tr("cannot write %1: %2").arg(QLatin1String(kCorpusDescriptionFile), out.errorString()));
    return success();
}

// A new or empty folder to write a corpus into.
Status prepareFolder(const QString &folder)
{
    QDir dir(folder);
    if (dir.exists() && !dir.isEmpty())
        return Status::failure(Tr::tr("%1 is not empty: give a new folder").arg(folder));
    if (!QDir().mkpath(folder))
        return Status::failure(Tr::tr("cannot create the folder %1").arg(folder));
    return success();
}

Status writeDescriptionFile(const QString &folder, const std::function<Status(QIODevice &)> &write)
{
    QSaveFile f(QDir(folder).filePath(QLatin1String(kCorpusDescriptionFile)));
    if (!f.open(QIODevice::WriteOnly))
        return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    if (Status s = write(f); !s)
        return s;
    if (!f.commit())
        return Status::failure(Tr::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
    return success();
}

} // namespace

namespace {

constexpr std::uint64_t kQuoteHashBase = 1099511628211ULL;

std::uint64_t quoteHash(QStringView s)
{
    std::uint64_t h = 0;
    for (QChar c : s)
        h = h * kQuoteHashBase + c.unicode();
    return h;
}

// One bit per hash value (its top `bits` bits): most places in a text begin
// no quote, and are passed over with one look at it. 64 bits a quote: a
// table of a few thousand quotes stays in the first-level cache.
class HashFilter
{
public:
    explicit HashFilter(qsizetype count)
    {
        while ((qsizetype(1) << m_bits) < 64 * count && m_bits < 30)
            ++m_bits;
        m_words.resize(std::size_t(1) << (m_bits - 6));
    }
    void add(std::uint64_t h)
    {
        const std::uint64_t slot = h >> (64 - m_bits);
        m_words[slot >> 6] |= std::uint64_t(1) << (slot & 63);
    }
    bool mayHold(std::uint64_t h) const
    {
        const std::uint64_t slot = h >> (64 - m_bits);
        return m_words[slot >> 6] & (std::uint64_t(1) << (slot & 63));
    }

private:
    int m_bits = 12;
    std::vector<std::uint64_t> m_words;
};

// The quotes of one class by the hash of their first characters, and the
// count of each place in the text where they begin whole.
class ClassCount
{
public:
    template <typename Hash>
    ClassCount(const std::vector<QStringView> &quotes, Hash hash)
        : m_filter(qsizetype(quotes.size()))
    {
        for (QStringView q : quotes) {
            const std::uint64_t h = hash(q);
            m_byHash[h].push_back(q);
            m_filter.add(h);
        }
    }
    // Whether a place whose first characters hash to `h` may begin a quote
    // (most do not: one look, inline).
    bool mayBegin(std::uint64_t h) const { return m_filter.mayHold(h); }
    // Each quote that begins whole at such a place is counted.
    void count(QStringView text, qsizetype at, std::uint64_t h, QHash<QStringView, int> &counts) const
    {
        if (const auto it = m_byHash.find(h); it != m_byHash.end())
            for (QStringView q : *it)
                if (at + q.size() <= text.size() && text.mid(at, q.size()) == q)
                    ++counts[q];
    }

private:
    QHash<std::uint64_t, std::vector<QStringView>> m_byHash;
    HashFilter m_filter;
};

// A class of quotes of `prefix` characters and more: each is found by its
// first `prefix` characters (a rolling hash over the text, one pass), then
// compared whole.
void countByRollingHash(
    QStringView text, qsizetype prefix, const std::vector<QStringView> &quotes, QHash<QStringView, int> &counts)
{
    const ClassCount quotesOf(quotes, [prefix](QStringView q) { return quoteHash(q.left(prefix)); });
    std::uint64_t power = 1; // kQuoteHashBase^(prefix-1)
    for (qsizetype i = 1; i < prefix; ++i)
        power *= kQuoteHashBase;
    const char16_t *u = text.utf16();
    std::uint64_t h = quoteHash(text.left(prefix));
    for (qsizetype at = 0;; ++at) {
        if (quotesOf.mayBegin(h))
            quotesOf.count(text, at, h, counts);
        if (at + prefix >= text.size())
            break;
        h = (h - u[at] * power) * kQuoteHashBase + u[at + prefix];
    }
}

// A place's first four characters and the four that end its first
// `prefix` as one hash, from two loads and one multiplication: each place's
// is its own, where a rolling hash waits for the one before (a chain of
// multiplications). Both ends, as quotes often begin alike ("The registers
// of…").
constexpr qsizetype kWindow = 8;

std::uint64_t windowHash(const char16_t *at, qsizetype prefix)
{
    std::uint64_t first = 0, last = 0;
    std::memcpy(&first, at, sizeof first);
    std::memcpy(&last, at + prefix - 4, sizeof last);
    return (first ^ std::rotl(last, 29)) * 0x9E3779B97F4A7C15ULL;
}

// A class of quotes of eight characters and more, each found by the two
// ends of its first `prefix`.
void countByWindow(
    QStringView text, qsizetype prefix, const std::vector<QStringView> &quotes, QHash<QStringView, int> &counts)
{
    const ClassCount quotesOf(quotes, [prefix](QStringView q) { return windowHash(q.utf16(), prefix); });
    // The units a quote begins with, one bit each (8 KB): most places begin
    // with none (in English, few begin with a capital), and are passed over
    // at one look, before any hash.
    std::vector<std::uint64_t> firstUnits(65536 / 64);
    for (QStringView q : quotes)
        firstUnits[q.front().unicode() >> 6] |= std::uint64_t(1) << (q.front().unicode() & 63);
    const char16_t *u = text.utf16();
    const qsizetype last = text.size() - prefix;
    for (qsizetype at = 0; at <= last; ++at) {
        if (!(firstUnits[u[at] >> 6] & (std::uint64_t(1) << (u[at] & 63))))
            continue;
        if (const std::uint64_t h = windowHash(u + at, prefix); quotesOf.mayBegin(h))
            quotesOf.count(text, at, h, counts);
    }
}

// Counts the places where quotes of one class (`prefix` characters and
// more) stand in `text`.
void countClass(
    QStringView text, qsizetype prefix, const std::vector<QStringView> &quotes, QHash<QStringView, int> &counts)
{
    if (prefix > text.size())
        return;
    if (prefix >= kWindow)
        countByWindow(text, prefix, quotes, counts);
    else
        countByRollingHash(text, prefix, quotes, counts);
}

} // namespace

QHash<QStringView, int> quoteOccurrences(QStringView text, const std::vector<QStringView> &quotes)
{
    // Distinct quotes in classes of length (1, 2-3, 4-7, 8-15…), each class
    // found in one pass by as many first characters as its shortest quote
    // has: a pass per length took 90 s for a million quotes of 40 lengths
    // in 824 million characters.
    std::map<int, std::vector<QStringView>> byClass;
    QHash<QStringView, int> counts;
    for (QStringView q : quotes) {
        if (q.isEmpty() || counts.contains(q))
            continue;
        counts.insert(q, 0);
        byClass[std::bit_width(std::size_t(q.size()))].push_back(q);
    }
    for (const auto &[cls, members] : byClass) {
        qsizetype shortest = members.front().size();
        for (QStringView q : members)
            shortest = std::min(shortest, q.size());
        countClass(text, shortest, members, counts);
    }
    return counts;
}

QHash<QString, int> quoteOccurrences(const QString &text, const QList<QString> &quotes)
{
    const std::vector<QStringView> views(quotes.cbegin(), quotes.cend());
    const QHash<QStringView, int> counts = quoteOccurrences(QStringView(text), views);
    QHash<QString, int> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.insert(it.key().toString(), it.value());
    return out;
}

QuoteContext disambiguatingContext(const QString &text, const QString &quote, qsizetype at)
{
    auto unique = [&](const QString &prefix, const QString &suffix) {
        for (qsizetype i = text.indexOf(quote); i >= 0; i = text.indexOf(quote, i + 1)) {
            if (i == at)
                continue;
            if (QStringView(text).left(i).endsWith(prefix)
                && QStringView(text).mid(i + quote.size()).startsWith(suffix))
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
        QuoteContext c {text.mid(from, at - from), text.mid(after, to - after)};
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
    const QuoteLocator quotes = locatorOf(corpus);
    const auto writeAll = [&](JsonStream &w) {
        writeEvents(w, corpus.events, quotes);
        return success();
    };
    return writeDescription(corpus, writeAll, fileNames(corpus), out);
}

namespace {

// A corpus folder needs an id and a title (corpus-format.md): a database
// started with File ▸ New or `parallax source add` has neither, and takes
// its file's name for both, so that `parallax import` reads the folder back.
Corpus namedHead(const Corpus &head, const QString &path)
{
    Corpus named = head;
    const QString name = QFileInfo(path).completeBaseName().trimmed();
    const QString fallback = name.isEmpty() ? QStringLiteral("corpus") : name;
    if (named.id.trimmed().isEmpty())
        named.id = fallback;
    if (named.title.trimmed().isEmpty())
        named.title = fallback;
    return named;
}

} // namespace

Status exportCorpusFolder(const Corpus &corpus, const QString &folder)
{
    if (Status s = prepareFolder(folder); !s)
        return s;
    const QHash<QString, QString> files = fileNames(corpus);
    for (const Source &s : corpus.sources)
        if (Status written = writeText(folder + u'/' + files.value(s.id), s.text.toUtf8()); !written)
            return written;
    const Corpus head = namedHead(corpus, folder);
    return writeDescriptionFile(folder, [&](QIODevice &out) { return writeCorpusDescription(head, out); });
}

namespace {

// The sources' texts into `folder`, each checked the quick way on the way
// (looksClean()); where one is not, the full check says what is wrong.
// `written` hears of each file written, also on failure.
Status writeTexts(const Database &db, EventStream &stream, const QString &folder, const QHash<QString, QString> &files,
    QuoteLocator &quotes, QStringList *written)
{
    TextWriting writing(db, stream, folder, files, quotes);
    Status texts = writing.run();
    *written = writing.written();
    if (!texts)
        return texts;
    if (!writing.allClean())
        return stream.checkQuotes(EventStream::Check::Full); // what is wrong, if anything is
    stream.quotesFoundClean();
    return success();
}

} // namespace

Status exportCorpusFolder(const Database &db, const QString &folder)
{
    auto opened = EventStream::open(db);
    if (!opened)
        return Status::failure(opened.error());
    EventStream &stream = *opened.value();
    const bool folderWasThere = QFileInfo::exists(folder);
    if (Status s = prepareFolder(folder); !s)
        return s;
    // Nothing is left behind when the export fails (a database whose quotes
    // are not its texts', a full disk): the texts' files are checked as
    // they are written, and removed again.
    const QHash<QString, QString> files = fileNames(stream.head());
    QStringList written;
    QuoteLocator quotes;
    Status status = writeTexts(db, stream, folder, files, quotes, &written);
    if (status) {
        // The events are written on the threads that read them, a chunk at a time.
        EventChunks chunks(stream, EventChunks::jsonElements([&quotes](JsonStream &w, const QList<Event> &events) {
            writeEvents(w, events, quotes);
        }));
        const auto writeChunks = [&](JsonStream &w) { return chunks.writeElements(w); };
        const Corpus head = namedHead(stream.head(), db.path());
        status = writeDescriptionFile(
            folder, [&](QIODevice &out) { return writeDescription(head, writeChunks, files, out); });
    }
    if (!status) {
        for (const QString &file : std::as_const(written))
            QFile::remove(folder + u'/' + file);
        if (!folderWasThere)
            QDir().rmdir(folder);
    }
    return status;
}

} // namespace parallax::db
