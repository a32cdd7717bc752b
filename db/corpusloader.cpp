#include "corpusloader.h"

#include "jsonlite.h"
#include "jsonscan.h"
#include "jsonsplit.h"
#include "quotefinder.h"
#include "safefile.h"

#include <core/accountid.h>
#include <core/datephrase.h>
#include <core/textoffsets.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <future>
#include <limits>
#include <optional>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::CorpusLoader)
};

constexpr char kByteOrderMark[] = "\xEF\xBB\xBF";

// Removes a UTF-8 byte order mark from the start of `utf8`, if it has one.
void dropByteOrderMark(QByteArray &utf8)
{
    if (utf8.startsWith(kByteOrderMark))
        utf8.remove(0, 3);
}

QString excerpt(const QString &s, int max = 40)
{
    return s.size() <= max ? s : s.left(max) + QStringLiteral("…");
}

enum Requirement { Optional, Required };

// Reads typed fields out of JSON objects and records every problem with the
// file and entry it belongs to.
// "list[i]": the name of a list's i-th item (made for every event and
// account of a corpus, so without QString::arg()'s parsing).
QString itemName(QStringView list, qsizetype i)
{
    QString name;
    name.reserve(list.size() + 22);
    name.append(list).append(u'[').append(QString::number(i)).append(u']');
    return name;
}

class Reader
{
public:
    Reader(QString file, QList<CorpusProblem> *problems)
        : m_file(std::move(file))
        , m_problems(problems)
    { }

    // A problem of `entry`, or of its field `key`: located by the entry's
    // path in the JSON, so that its line can be found.
    void problem(const QString &entry, const QString &message, const char *key = nullptr)
    {
        problemAt(entry, m_paths.value(entry, entry), message, key);
    }

    // The same for an entry whose path is given (one named and forgotten since).
    void problemAt(const QString &entry, QString path, const QString &message, const char *key = nullptr)
    {
        if (key)
            path = path.isEmpty() ? QString::fromUtf8(key) : path + u'.' + QString::fromUtf8(key);
        m_problems->append({m_file, entry, message, 0, path});
    }

    // Names an entry for messages and remembers where it is in the JSON.
    void name(const QString &entry, const QString &path) { m_paths.insert(entry, path); }
    QString pathOf(const QString &entry) const { return m_paths.value(entry, entry); }
    // Forgets the names given so far (a million events' names took gigabytes):
    // problems already recorded keep their paths.
    void forgetNames() { m_paths.clear(); }
    // The index in its list of the entry or object being read.
    qsizetype itemIndex() const { return m_itemIndex; }
    // The one copy of a string that many entries repeat (a source, place,
    // category, era or language): a million events' own copies of a few
    // hundred values took hundreds of megabytes.
    QString intern(const QString &s)
    {
        if (s.isEmpty())
            return s;
        if (const auto it = m_interned.constFind(s); it != m_interned.constEnd())
            return *it;
        m_interned.insert(s);
        return s;
    }
    const QString &file() const { return m_file; }

    void allowOnly(const QJsonObject &o, const QString &entry, std::initializer_list<const char *> keys)
    {
        // Every key allowed, found by looking the allowed ones up: no string
        // is made for each key of each object (a million events' and their
        // accounts' keys were tens of millions of small blocks to make and
        // free, a tenth of the import's reading).
        qsizetype known = 0;
        for (const char *k : keys)
            known += o.contains(QLatin1String(k));
        if (known == o.size())
            return;
        QSet<QString> allowed;
        for (const char *k : keys)
            allowed.insert(QString::fromLatin1(k));
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                problem(entry, Tr::tr("unknown field \"%1\"").arg(it.key()), it.key().toUtf8().constData());
    }

    QString string(const QJsonObject &o, const char *key, const QString &entry, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            // null stands for "none" in an optional field (exports write it so).
            if (required)
                problem(entry, Tr::tr("\"%1\" is missing").arg(QLatin1String(key)));
            return {};
        }
        if (!v.isString()) {
            problem(entry, Tr::tr("\"%1\" must be a string").arg(QLatin1String(key)), key);
            return {};
        }
        if (required && v.toString().trimmed().isEmpty())
            problem(entry, Tr::tr("\"%1\" is empty").arg(QLatin1String(key)), key);
        return v.toString();
    }

    double number(const QJsonObject &o, const char *key, const QString &entry, double lo, double hi, bool *ok)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble()) {
            problem(entry,
                v.isUndefined() ? Tr::tr("\"%1\" is missing").arg(QLatin1String(key))
                                : Tr::tr("\"%1\" must be a number").arg(QLatin1String(key)),
                v.isUndefined() ? nullptr : key);
            *ok = false;
            return 0;
        }
        const double d = v.toDouble();
        if (d < lo || d > hi) {
            problem(entry, Tr::tr("\"%1\" is %2, outside %3…%4").arg(QLatin1String(key)).arg(d).arg(lo).arg(hi), key);
            *ok = false;
        }
        return d;
    }

    bool boolean(const QJsonObject &o, const char *key, const QString &entry)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return false;
        if (!v.isBool())
            problem(entry, Tr::tr("\"%1\" must be true or false").arg(QLatin1String(key)), key);
        return v.toBool();
    }

    HistoricalDate date(const QJsonObject &o, const char *key, const QString &entry, bool required)
    {
        const QString text = string(o, key, entry, required);
        if (text.isEmpty())
            return {};
        auto d = HistoricalDate::parse(text);
        if (!d) {
            problem(entry, Tr::tr("\"%1\": %2").arg(QLatin1String(key), d.error()), key);
            return {};
        }
        return d.value();
    }

    LocalizedNames names(const QJsonObject &o, const char *key, const QString &entry)
    {
        LocalizedNames out;
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isObject()) {
            problem(entry,
                Tr::tr("\"%1\" must be an object of names by language, e.g. {\"en\": \"…\"}").arg(QLatin1String(key)),
                v.isUndefined() ? nullptr : key);
            return out;
        }
        const QJsonObject names = v.toObject();
        for (auto it = names.begin(); it != names.end(); ++it) {
            const QByteArray at = QByteArray(key) + '.' + it.key().toUtf8();
            const QString tag = intern(it.key());
            if (!isLanguageTag(tag))
                problem(entry,
                    Tr::tr("\"%1\" has the key \"%2\", which is not a language code (such as en, zh, da)")
                        .arg(QLatin1String(key), it.key()),
                    at.constData());
            else if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
                problem(entry, Tr::tr("\"%1.%2\" must be a non-empty string").arg(QLatin1String(key), it.key()),
                    at.constData());
            else
                out.insert(tag, it.value().toString());
        }
        if (!out.contains(QStringLiteral("en")))
            problem(entry, Tr::tr("\"%1\" needs an English (\"en\") entry").arg(QLatin1String(key)), key);
        return out;
    }

    // A language tag: "en", "zh", "zh-Hant", "pt-BR" (BCP 47 language and subtags).
    bool isLanguageTag(const QString &tag)
    {
        static const QRegularExpression language(QStringLiteral("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"));
        if (m_languages.contains(tag))
            return true;
        if (!language.match(tag).hasMatch())
            return false;
        m_languages.insert(tag);
        return true;
    }

    QJsonArray array(const QJsonObject &o, const char *key, bool required)
    {
        return listField(o, key, QString(), required);
    }

    // The list in field `key` of `o` (of the entry `entry`, or the top level).
    // Missing is fine unless required; anything but a list is a problem.
    QJsonArray listField(const QJsonObject &o, const char *key, const QString &entry, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return {};
        if (!v.isArray()) {
            if (entry.isEmpty())
                problem(QString::fromLatin1(key), v.isUndefined() ? Tr::tr("is missing") : Tr::tr("must be a list"));
            else
                problem(entry,
                    v.isUndefined() ? Tr::tr("\"%1\" is missing").arg(QLatin1String(key))
                                    : Tr::tr("\"%1\" must be a list").arg(QLatin1String(key)),
                    v.isUndefined() ? nullptr : key);
            return {};
        }
        return v.toArray();
    }

    // The one shape of every list in a corpus: each element must be an
    // object with only the allowed keys; `fn(object, entry)` reads the rest.
    // Entries are named "list[i]".
    template <typename Fn>
    void forEachObject(const QJsonArray &list, const QString &listEntry, const QString &listPath,
        std::initializer_list<const char *> keys, Fn fn)
    {
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString entry = itemName(listEntry, i);
            name(entry, itemName(listPath, i));
            m_itemIndex = i;
            if (!list[i].isObject()) {
                problem(entry, Tr::tr("must be an object"));
                continue;
            }
            const QJsonObject o = list[i].toObject();
            allowOnly(o, entry, keys);
            fn(o, entry);
        }
    }

    // The same for a top-level list of entries with ids ("places": [{"id": …}]):
    // ids must be unique (kept in `ids`), and entries are named "list[i] (id)".
    // `fn(object, id, entry)` reads the rest.
    template <typename Fn>
    void forEachEntry(const QJsonObject &root, const char *key, Requirement requirement, QSet<QString> *ids,
        std::initializer_list<const char *> keys, Fn fn)
    {
        const QJsonArray list = array(root, key, requirement == Required);
        forEachEntryOf(
            list.size(), [&](qsizetype i) { return list[i]; }, key, ids, keys, fn);
    }

    // The same over `count` items that `item(i)` gives one at a time.
    template <typename Item, typename Fn>
    void forEachEntryOf(qsizetype count, Item item, const char *key, QSet<QString> *ids,
        std::initializer_list<const char *> keys, Fn fn)
    {
        for (qsizetype i = 0; i < count; ++i)
            readEntry(i, item(i), key, ids, keys, fn);
    }

    // The i-th entry of the list `key`, as forEachEntry() reads each.
    template <typename Fn>
    void readEntry(qsizetype i, const QJsonValue &value, const char *key, QSet<QString> *ids,
        std::initializer_list<const char *> keys, Fn fn)
    {
        QString entry = itemName(QString::fromLatin1(key), i);
        const QString path = entry;
        name(entry, path);
        m_itemIndex = i;
        if (!value.isObject()) {
            problem(entry, Tr::tr("must be an object"));
            return;
        }
        const QJsonObject o = value.toObject();
        const QString id = idOf(o, entry, ids);
        if (!id.isEmpty()) {
            entry += QStringLiteral(" (%1)").arg(id);
            name(entry, path);
        }
        allowOnly(o, entry, keys);
        fn(o, id, entry);
    }

    QString idOf(const QJsonObject &o, const QString &entry, QSet<QString> *seen)
    {
        QString id = string(o, "id", entry, true);
        if (!id.isEmpty() && seen->contains(id))
            problem(entry, Tr::tr("the id \"%1\" is used twice").arg(id), "id");
        seen->insert(id);
        return id;
    }

private:
    QString m_file;
    QList<CorpusProblem> *m_problems;
    qsizetype m_itemIndex = 0;
    QHash<QString, QString> m_paths; // entry name -> path in the JSON
    QSet<QString> m_interned;
    QSet<QString> m_languages; // tags that passed the check once
};

} // namespace

QString CorpusProblem::toString() const
{
    const QString where = line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
    if (entry.isEmpty())
        return QStringLiteral("%1: %2").arg(where, message);
    return QStringLiteral("%1: %2: %3").arg(where, entry, message);
}

qsizetype firstInvalidUtf8(const QByteArray &data)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype n = data.size();
    qsizetype i = 0;
    while (i < n) {
        // Eight bytes of ASCII at a time: most of a corpus.
        if (std::uint64_t eight; n - i >= 8 && (std::memcpy(&eight, p + i, 8), (eight & 0x8080808080808080u) == 0)) {
            i += 8;
            continue;
        }
        const unsigned char c = p[i];
        int len = 0;
        char32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        static constexpr char32_t minimum[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < minimum[len] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            return i;
        i += len;
    }
    return -1;
}

namespace {

// corpus.json read a second time, front to back, a few megabytes at a time,
// for its events: the first reading (checked whole, then cut into the
// events' slices) is not kept while a million events are made from it (430
// MB). The file must still be what was checked: its bytes are hashed as they
// pass, and finish() compares the whole file with the first reading.
class DescriptionStream
{
public:
    // `checked`: the description as read and checked (its byte order mark
    // removed, `bom` bytes of it).
    DescriptionStream(const QString &path, const QByteArray &checked, qint64 bom)
        : m_file(path)
        , m_bom(bom)
        , m_size(qint64(checked.size()) + bom)
        , m_expected(hashOf(checked, bom))
        , m_hash(QCryptographicHash::Md5)
    {
        m_ok = checkRegularFile(path).ok() && m_file.open(QIODevice::ReadOnly);
    }

    // Bytes [first, last) of the description as checked, asked for in
    // increasing order; empty when the file no longer has them.
    QByteArrayView slice(qsizetype first, qsizetype last)
    {
        const qint64 from = first + m_bom, to = last + m_bom;
        if (!m_ok || from < m_start)
            return fail();
        if (from > m_start + kept()) { // skip to it, hashing what is passed
            m_start += kept();
            m_begin = m_end = 0;
            while (m_start < from)
                if (!readBlock(std::min<qint64>(s_block, from - m_start), false))
                    return fail();
        }
        m_begin += qsizetype(from - m_start); // what no slice needs again
        m_start = from;
        while (m_start + kept() < to)
            if (!readBlock(s_block, true))
                return fail();
        return QByteArrayView(m_buffer.constData() + m_begin, last - first);
    }

    // True when the whole file, read to its end, is what was checked.
    bool unchanged()
    {
        m_begin = m_end = 0;
        while (m_ok && m_read <= m_size && readBlock(s_block, false)) { } // a file that grew: one block past is enough
        return m_ok && m_read == m_size && m_hash.result() == m_expected;
    }

    static inline qint64 s_block = 4 << 20; // tests make it small

private:
    static QByteArray hashOf(const QByteArray &checked, qint64 bom)
    {
        QCryptographicHash h(QCryptographicHash::Md5);
        h.addData(QByteArrayView(kByteOrderMark, bom));
        h.addData(checked);
        return h.result();
    }

    qsizetype kept() const { return m_end - m_begin; }

    // Reads up to `n` more bytes, hashed, kept after the bytes kept so far
    // or passed over. The buffer is read into in place: what is kept moves
    // to its front first, and it grows only for a slice longer than it
    // holds (reallocating and copying it for each block took a tenth of the
    // reading of a million events).
    bool readBlock(qint64 n, bool keep)
    {
        if (!keep)
            m_begin = m_end = 0;
        else if (m_begin > 0) {
            std::memmove(m_buffer.data(), m_buffer.constData() + m_begin, std::size_t(kept()));
            m_end -= m_begin;
            m_begin = 0;
        }
        if (m_buffer.size() < m_end + n)
            m_buffer.resize(m_end + qsizetype(n));
        const qint64 got = m_file.read(m_buffer.data() + m_end, n);
        if (got <= 0)
            return false;
        m_hash.addData(QByteArrayView(m_buffer.constData() + m_end, qsizetype(got)));
        m_read += got;
        if (keep)
            m_end += qsizetype(got);
        else
            m_start += got;
        return true;
    }

    QByteArrayView fail()
    {
        m_ok = false;
        return {};
    }

    QFile m_file;
    qint64 m_bom, m_size;
    QByteArray m_expected;
    QCryptographicHash m_hash;
    QByteArray m_buffer; // bytes [m_begin, m_end) of it are bytes [m_start, m_start + kept()) of the file
    qsizetype m_begin = 0, m_end = 0;
    qint64 m_start = 0, m_read = 0;
    bool m_ok = false;
};

// Reads one corpus folder in the order its parts refer to each other:
// sources (with their texts), places, people, eras, then events (whose
// accounts locate their quotes in the texts) and the route.
// Whether events are read quickly where they can be (tests compare both
// ways), and how many the last folder read had read so.
bool s_quickEvents = true;
std::atomic<qsizetype> s_quickEventsRead = 0;

class FolderLoader
{
    // An account whose quote is still to be found in its source (28 bytes:
    // a million events have 1.75 million of them).
    struct PendingQuote
    {
        qint32 event, account; // in m_c.events and its accounts
        qint32 source;
        qint32 quote; // its number in the source's finder
        qint32 eventItem, accountItem; // their indexes in corpus.json's lists
        qint32 context = -1; // its prefix and suffix in m_contexts, if it has any
    };
    // An account of the folder by its place: in m_c.events and its
    // accounts, and in corpus.json's lists (an orphaned account, whose span
    // is checked against its source's text, or one that gives its id).
    struct AccountPlace
    {
        qint32 event, account;
        qint32 eventItem, accountItem;
    };

public:
    FolderLoader(QString folder, LoadedCorpus *out, LoadProgress progress, LoadedTexts texts, TextsRead textsRead)
        : m_folder(std::move(folder))
        , m_progress(std::move(progress))
        , m_textsRead(std::move(textsRead))
        , m_textsOnDisk(texts == LoadedTexts::OnDisk)
        , m_out(out)
        , m_c(out->corpus)
        , m_r(QString::fromLatin1(kCorpusDescriptionFile), &out->problems)
    { }

    void load()
    {
        if (Status s = checkCorpusFolder(m_folder); !s) {
            m_out->problems.append({QString::fromLatin1(kCorpusDescriptionFile), {}, s.error(), 0, {}});
            return;
        }
        QJsonObject root;
        if (!readDescription(&root))
            return;
        readHeader(root);
        readSources(root);
        if (m_textsRead && m_out->problems.isEmpty())
            m_textsRead(*m_out);
        readPlaces(root);
        readPeople(root);
        m_variantText.reset(); // the names' forms are checked
        readEras(root);
        readEvents(root);
        locateQuotes();
        checkAccountIds();
        readRoute(root);
        locateProblems();
    }

private:
    // Gives each problem in corpus.json the line of the value it is about
    // (or of the nearest enclosing one that is there).
    void locateProblems()
    {
        const QString descName = QString::fromLatin1(kCorpusDescriptionFile);
        auto needsLine = [&](const CorpusProblem &p) { return p.file == descName && p.line == 0 && !p.path.isEmpty(); };
        QSet<QString> wanted; // the paths of the problems and those around them
        for (const CorpusProblem &p : std::as_const(m_out->problems))
            if (needsLine(p))
                for (QString path = p.path; !path.isEmpty(); path = parentPath(path))
                    wanted.insert(path);
        QHash<QString, int> lines;
        bool scanned = false;
        for (CorpusProblem &p : m_out->problems) {
            if (!needsLine(p))
                continue;
            if (!std::exchange(scanned, true)) {
                if (m_description.isEmpty()) { // dropped once the events were cut out (DescriptionStream)
                    auto again = readRegularFile(m_folder + u'/' + descName, kMaxCorpusDescriptionBytes, m_folder);
                    m_description = again ? again.value() : QByteArray();
                    dropByteOrderMark(m_description);
                }
                lines = jsonValueLines(m_description, wanted);
            }
            for (QString path = p.path; !path.isEmpty(); path = parentPath(path))
                if (const auto it = lines.find(path); it != lines.end()) {
                    p.line = *it;
                    break;
                }
        }
    }

    static QString parentPath(const QString &path)
    {
        const qsizetype cut = std::max(path.lastIndexOf(u'.'), path.lastIndexOf(u'['));
        return cut > 0 ? path.left(cut) : QString();
    }

    // Reads a UTF-8 file of the folder (without a byte order mark): only a
    // regular file inside the folder, of a bounded size.
    bool readText(const QString &path, const QString &shownName, const QString &entry, QByteArray *utf8,
        qint64 maxBytes = kMaxCorpusFileBytes)
    {
        auto bytes = readRegularFile(path, maxBytes, m_folder);
        if (!bytes) {
            m_out->problems.append({shownName, entry, bytes.error(), 0, {}});
            return false;
        }
        if (!isUtf8(bytes.value(), firstInvalidUtf8(bytes.value()), shownName, entry))
            return false;
        *utf8 = std::move(bytes).value();
        dropByteOrderMark(*utf8);
        return true;
    }

    // False, with a problem saying where, when `bad` is the offset of an
    // invalid byte of `bytes` (firstInvalidUtf8()).
    bool isUtf8(const QByteArray &bytes, qsizetype bad, const QString &shownName, const QString &entry)
    {
        if (bad < 0)
            return true;
        const int line = int(bytes.left(bad).count('\n')) + 1;
        m_out->problems.append(
            {shownName, entry, Tr::tr("is not valid UTF-8 (first bad byte at offset %1)").arg(bad), line, {}});
        return false;
    }

    bool readText(const QString &path, const QString &shownName, const QString &entry, QString *text)
    {
        QByteArray utf8;
        if (!readText(path, shownName, entry, &utf8))
            return false;
        *text = QString::fromUtf8(utf8);
        return true;
    }

    // A source's text: into the source, or checked and left on disk with
    // what proves it unchanged when it is read again (m_textsOnDisk).
    bool readSourceText(const QString &file, const QString &entry, Source *s)
    {
        const QString path = m_folder + u'/' + file;
        if (!m_textsOnDisk)
            return readText(path, file, entry, &s->text);
        QByteArray utf8;
        if (!readText(path, file, entry, &utf8))
            return false;
        m_out->textFiles.resize(m_c.sources.size() + 1);
        m_out->textFiles.back() = {path, m_folder, utf8.size(), qHashBits(utf8.constData(), std::size_t(utf8.size()))};
        return true;
    }

    bool readDescription(QJsonObject *root)
    {
        const QString descName = QString::fromLatin1(kCorpusDescriptionFile);
        const QString path = m_folder + u'/' + descName;
        auto bytes = readRegularFile(path, kMaxCorpusDescriptionBytes, m_folder);
        if (!bytes) {
            m_out->problems.append({descName, {}, bytes.error(), 0, {}});
            return false;
        }
        // What QJsonDocument would let through (a key twice, raw control
        // characters) is refused first, each with its line: scanned on a
        // thread of its own while this one checks that the file is UTF-8,
        // which comes first (at a million events each reads 407 MB, 1.2 and
        // 1 s). The scanner reads any bytes safely.
        const qsizetype bom = bytes.value().startsWith(kByteOrderMark) ? 3 : 0;
        const QByteArray json = QByteArray::fromRawData(bytes.value().constData() + bom, bytes.value().size() - bom);
        auto scanned = std::async(std::launch::async | std::launch::deferred, [&json] { return scanJson(json); });
        const qsizetype bad = firstInvalidUtf8(bytes.value());
        const QList<JsonProblem> strict = scanned.get();
        if (!isUtf8(bytes.value(), bad, descName, {}))
            return false;
        m_description = std::move(bytes).value();
        dropByteOrderMark(m_description);
        if (!strict.isEmpty()) {
            for (const JsonProblem &p : strict)
                m_out->problems.append({descName, {}, p.message, p.line, {}});
            return false;
        }
        // The events are parsed one at a time (readEvents()), the rest at once.
        m_events = topLevelArray(m_description, "events");
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(
            m_events ? m_description.left(m_events->begin) + "[]" + m_description.mid(m_events->end) : m_description,
            &err);
        if (err.error != QJsonParseError::NoError) {
            if (m_events && err.offset > m_events->begin)
                err.offset += m_events->end - m_events->begin - 2;
            const int line = int(m_description.left(err.offset).count('\n')) + 1;
            m_out->problems.append({descName, {}, err.errorString(), line, {}});
            return false;
        }
        if (!doc.isObject()) {
            m_r.problem({}, Tr::tr("must hold one JSON object"));
            return false;
        }
        *root = doc.object();
        if (m_events) {
            // The events are read again from the file (DescriptionStream).
            const qint64 bom = QFileInfo(path).size() - m_description.size() == 3 ? 3 : 0;
            m_eventBytes.emplace(path, m_description, bom);
            m_description = QByteArray();
        }
        return true;
    }

    void readHeader(const QJsonObject &root)
    {
        const QString top = QStringLiteral("(top level)");
        m_r.name(top, QString());
        m_r.allowOnly(
            root, top, {"format", "version", "id", "title", "sources", "places", "people", "eras", "events", "route"});
        if (root.value(QStringLiteral("format")).toString() != u"parallax-corpus")
            m_r.problem(QStringLiteral("format"), Tr::tr("must be \"parallax-corpus\""));
        if (root.value(QStringLiteral("version")).toInt() != 1)
            m_r.problem(QStringLiteral("version"), Tr::tr("must be 1 (the only corpus format version so far)"));
        m_c.id = m_r.string(root, "id", top, true);
        m_c.title = m_r.string(root, "title", top, true);
    }

    void readSources(const QJsonObject &root)
    {
        m_r.forEachEntry(root, "sources", Required, &m_sourceIds,
            {"id", "file", "title", "language", "author", "written", "provenance", "reference", "encoding"},
            [&](const QJsonObject &o, const QString &id, const QString &entry) {
                Source s;
                s.id = id;
                s.file = m_r.string(o, "file", entry, true);
                s.title = m_r.string(o, "title", entry, true);
                s.language = m_r.string(o, "language", entry, true);
                readSourceDetails(o, entry, &s);
                if (s.file.contains(u'/') || s.file.contains(u'\\') || s.file.startsWith(u'.'))
                    m_r.problem(entry, Tr::tr("\"file\" must be a plain file name inside the corpus folder"), "file");
                else if (!s.file.isEmpty() && !readSourceText(s.file, entry, &s))
                    return;
                m_sourceIndex.insert(s.id, m_c.sources.size());
                m_c.sources.append(s);
            });
    }

    // What a bibliography needs, all optional: the date of writing is kept
    // as written (an EDTF date, checked), the reference as the database
    // keeps it (a CSL-JSON item as text).
    void readSourceDetails(const QJsonObject &o, const QString &entry, Source *s)
    {
        s->author = m_r.string(o, "author", entry, false);
        s->written = m_r.string(o, "written", entry, false);
        if (!s->written.isEmpty())
            m_r.date(o, "written", entry, false);
        s->provenance = m_r.string(o, "provenance", entry, false);
        s->reference = m_r.string(o, "reference", entry, false);
        s->encoding = m_r.string(o, "encoding", entry, false);
    }

    void readPlaces(const QJsonObject &root)
    {
        m_r.forEachEntry(root, "places", Optional, &m_placeIds, {"id", "names", "lat", "lon", "variants"},
            [&](const QJsonObject &o, const QString &id, const QString &entry) {
                Place p;
                p.id = id;
                p.names = m_r.names(o, "names", entry);
                p.variants = readVariants(o, entry);
                bool ok = true;
                p.lat = m_r.number(o, "lat", entry, -90, 90, &ok);
                p.lon = m_r.number(o, "lon", entry, -180, 180, &ok);
                m_c.places.append(p);
            });
    }

    void readPeople(const QJsonObject &root)
    {
        m_r.forEachEntry(root, "people", Optional, &m_personIds, {"id", "names", "variants"},
            [&](const QJsonObject &o, const QString &id, const QString &entry) {
                m_c.people.append({id, m_r.names(o, "names", entry), readVariants(o, entry)});
            });
    }

    // A source's text for the checks of names' forms: the one read last is
    // kept (with the texts on disk, each check would read a whole file again).
    const Result<QString> &textForVariants(qsizetype source)
    {
        if (!m_variantText || m_variantSource != source) {
            m_variantText = m_out->text(source);
            m_variantSource = source;
        }
        return *m_variantText;
    }

    // The forms of a name the texts use: each must stand in every source it lists.
    QList<NameVariant> readVariants(const QJsonObject &o, const QString &entry)
    {
        QList<NameVariant> out;
        m_r.forEachObject(m_r.listField(o, "variants", entry, false), entry + QStringLiteral(" variants"),
            m_r.pathOf(entry) + QStringLiteral(".variants"), {"name", "lang", "sources", "note"},
            [&](const QJsonObject &vo, const QString &vEntry) {
                NameVariant v;
                v.name = m_r.string(vo, "name", vEntry, true);
                v.lang = m_r.string(vo, "lang", vEntry, true);
                v.note = m_r.string(vo, "note", vEntry, false);
                for (const auto &src : m_r.listField(vo, "sources", vEntry, false)) {
                    v.sourceIds.append(src.toString());
                    reference(m_sourceIds, src.toString(), vEntry, "source");
                    const auto it = m_sourceIndex.find(src.toString());
                    if (it == m_sourceIndex.end() || v.name.isEmpty())
                        continue;
                    if (const Result<QString> &text = textForVariants(*it); !text)
                        m_r.problem(vEntry, text.error());
                    else if (!text.value().contains(v.name))
                        m_r.problem(
                            vEntry, Tr::tr("the name «%1» does not occur in source %2").arg(v.name, src.toString()));
                }
                out.append(v);
            });
        return out;
    }

    void readEras(const QJsonObject &root)
    {
        static const QRegularExpression colour(QStringLiteral("^#[0-9a-fA-F]{6}$"));
        m_r.forEachEntry(root, "eras", Optional, &m_eraIds, {"id", "names", "date", "color", "background"},
            [&](const QJsonObject &o, const QString &id, const QString &entry) {
                Era e;
                e.id = id;
                e.names = m_r.names(o, "names", entry);
                e.date = m_r.date(o, "date", entry, true);
                e.color = m_r.string(o, "color", entry, false);
                e.background = m_r.boolean(o, "background", entry);
                if (!e.color.isEmpty() && !colour.match(e.color).hasMatch())
                    m_r.problem(entry, Tr::tr("\"color\" \"%1\" is not a colour (use #rrggbb)").arg(e.color), "color");
                m_c.eras.append(e);
            });
    }

    void reference(const QSet<QString> &ids, const QString &value, const QString &entry, const char *what,
        const char *key = nullptr)
    {
        if (!value.isEmpty() && !ids.contains(value))
            m_r.problem(entry,
                Tr::tr("refers to %1 \"%2\", which the corpus does not define").arg(QLatin1String(what), value), key);
    }

    void readEvents(const QJsonObject &root)
    {
        const std::initializer_list<const char *> keys
            = {"id", "title", "summary_en", "date", "place", "people", "category", "era", "importance", "accounts"};
        qint64 total = 0;
        auto appendEvent = [&](Event &&e) {
            m_c.events.append(std::move(e));
            if (m_progress && m_c.events.size() % 50000 == 0 && m_c.events.size() < total)
                m_progress(QStringLiteral("events"), m_c.events.size(), total);
        };
        auto read = [&](const QJsonObject &o, const QString &id, const QString &entry) {
            appendEvent(readEvent(o, id, entry));
            m_r.forgetNames();
        };
        if (m_events) {
            total = qint64(m_events->items.size());
            m_eventIds.reserve(total);
            qsizetype quick = 0;
            for (qsizetype i = 0; i < total; ++i) {
                const auto [first, last] = m_events->items[std::size_t(i)];
                const QByteArrayView bytes = m_eventBytes->slice(first, last);
                if (s_quickEvents)
                    if (std::optional<Event> e = readEventQuickly(std::string_view(bytes.data(), bytes.size()), i)) {
                        appendEvent(std::move(*e));
                        ++quick;
                        continue;
                    }
                m_r.readEntry(i, eventValue(bytes), "events", &m_eventIds, keys, read);
            }
            s_quickEventsRead = quick;
            m_events.reset();
            if (!m_eventBytes->unchanged())
                m_r.problem({}, Tr::tr("changed while it was read; nothing was written (import it again)"));
            m_eventBytes.reset();
        } else {
            total = root.value(QStringLiteral("events")).toArray().size();
            m_r.forEachEntry(root, "events", Required, &m_eventIds, keys, read);
        }
        if (m_progress)
            m_progress(QStringLiteral("events"), m_c.events.size(), total);
    }

    // One event, parsed alone (its bytes passed the strict scan).
    static QJsonValue eventValue(QByteArrayView bytes)
    {
        if (bytes.isEmpty() || bytes.front() != '{')
            return QJsonValue(QJsonValue::Undefined); // "must be an object"
        return QJsonDocument::fromJson(QByteArray::fromRawData(bytes.data(), bytes.size())).object();
    }

    // The quick reading of one event from its bytes (a million events' JSON
    // objects and their lookups took a third of an import's reading): the
    // event readEvent() makes, with the same quotes to find and warnings,
    // when it has nothing readEvent() would report; otherwise nothing, and
    // nothing is kept, for readEvent() to read it and say what is wrong.
    std::optional<Event> readEventQuickly(std::string_view bytes, qsizetype item)
    {
        if (!m_lite.parse(bytes) || m_lite.node(0).kind != JsonLite::Kind::Object)
            return std::nullopt;
        Event e;
        QString id, date, summary, place, category, era, importance;
        qint32 title = -1, people = -1, accounts = -1;
        const bool read = m_lite.forEachMember(0, [&](qint32 key, qint32 value) {
            const std::string_view k = m_lite.node(key).text;
            if (k == "id" || k == "date")
                return requiredText(value, k == "id" ? &id : &date);
            QString *text = k == "summary_en" ? &summary
                : k == "place"                ? &place
                : k == "category"             ? &category
                : k == "era"                  ? &era
                : k == "importance"           ? &importance
                                              : nullptr;
            if (text)
                return optionalText(value, text);
            qint32 *node = k == "title" ? &title : k == "people" ? &people : k == "accounts" ? &accounts : nullptr;
            if (!node || *node >= 0)
                return false; // a key readEvent() does not know (or escaped), or one given twice
            *node = value;
            return true;
        });
        if (!read || id.isEmpty() || m_eventIds.contains(id) || title < 0 || accounts < 0)
            return std::nullopt;
        auto parsed = HistoricalDate::parse(date);
        if (!parsed)
            return std::nullopt;
        e.id = id;
        e.setSummaryEn(summary);
        e.date = parsed.value();
        e.placeId = m_r.intern(place);
        e.category = m_r.intern(category);
        e.eraId = m_r.intern(era);
        if ((!place.isEmpty() && !m_placeIds.contains(place)) || (!era.isEmpty() && !m_eraIds.contains(era))
            || (!importance.isEmpty() && !importanceFromName(importance, &e.importance)) || !titlesQuickly(title, &e)
            || (people >= 0 && !peopleQuickly(people, &e)))
            return std::nullopt;
        QuickAccounts found;
        if (!accountsQuickly(accounts, &e, &found))
            return std::nullopt;
        keepQuickEvent(e, item, found);
        return e;
    }

    // A string that must be there and not blank, as Reader::string() wants it.
    bool requiredText(qint32 value, QString *out) const
    {
        return m_lite.string(value, out) && !out->trimmed().isEmpty();
    }

    // A string or null (none); anything else is for readEvent() to report.
    bool optionalText(qint32 value, QString *out) const
    {
        if (m_lite.node(value).kind == JsonLite::Kind::Null) {
            out->clear();
            return true;
        }
        return m_lite.string(value, out);
    }

    bool titlesQuickly(qint32 titles, Event *e)
    {
        if (m_lite.node(titles).kind != JsonLite::Kind::Object)
            return false;
        QString tag, name;
        const bool read = m_lite.forEachMember(titles, [&](qint32 key, qint32 value) {
            if (!m_lite.string(key, &tag) || !m_r.isLanguageTag(tag) || !requiredText(value, &name))
                return false;
            e->titles.insert(m_r.intern(tag), name);
            return true;
        });
        return read && e->titles.contains(QStringLiteral("en"));
    }

    bool peopleQuickly(qint32 people, Event *e)
    {
        if (m_lite.node(people).kind != JsonLite::Kind::Array)
            return false;
        QString id;
        return m_lite.forEachElement(people, [&](qint32 value) {
            if (!requiredText(value, &id) || e->personIds().contains(id) || !m_personIds.contains(id))
                return false;
            e->editPersonIds().append(id);
            return true;
        });
    }

    // What an event's accounts leave to do once the whole event is read:
    // quotes to find (account, source, prefix, suffix) and warnings (account, message).
    struct QuickAccounts
    {
        std::vector<std::tuple<qsizetype, qsizetype, QString, QString>> quotes;
        std::vector<std::pair<qsizetype, QString>> warnings;
        std::vector<std::pair<qsizetype, qsizetype>> orphans; // account, source
    };

    bool accountsQuickly(qint32 accounts, Event *e, QuickAccounts *found)
    {
        const JsonLite::Node &list = m_lite.node(accounts);
        if (list.kind != JsonLite::Kind::Array || list.size == 0)
            return false;
        return m_lite.forEachElement(accounts, [&](qint32 value) {
            Account a;
            if (!accountQuickly(value, e->date, &a, found, e->accounts.size()))
                return false;
            e->accounts.append(std::move(a));
            return true;
        });
    }

    bool accountQuickly(qint32 object, const HistoricalDate &record, Account *a, QuickAccounts *found, qsizetype index)
    {
        if (m_lite.node(object).kind != JsonLite::Kind::Object)
            return false;
        QString id, source, quote, prefix, suffix, claimed, dateText, gloss, note;
        bool hasClaimed = false, hasId = false;
        OrphanedSpan orphaned;
        const bool read = m_lite.forEachMember(object, [&](qint32 key, qint32 value) {
            const std::string_view k = m_lite.node(key).text;
            if (k == "source" || k == "quote")
                return requiredText(value, k == "source" ? &source : &quote);
            if (k == "orphaned" || k == "start" || k == "end")
                return orphanedSpanQuickly(k, value, &orphaned);
            hasClaimed = hasClaimed || k == "claimed_date";
            hasId = hasId || (k == "id" && m_lite.node(value).kind != JsonLite::Kind::Null);
            QString *field = k == "id" ? &id
                : k == "prefix"        ? &prefix
                : k == "suffix"        ? &suffix
                : k == "claimed_date"  ? &claimed
                : k == "date_text"     ? &dateText
                : k == "gloss_en"      ? &gloss
                : k == "note_en"       ? &note
                                       : nullptr;
            return field && optionalText(value, field);
        });
        const auto sourceIndex = m_sourceIndex.constFind(source);
        if (!read || source.isEmpty() || quote.isEmpty() || sourceIndex == m_sourceIndex.constEnd()
            || !m_sourceIds.contains(source) || (hasId && id.trimmed().isEmpty())
            || !orphaned.fits(prefix.isEmpty() && suffix.isEmpty()))
            return false;
        if (hasId)
            a->setId(id);
        a->sourceId = m_r.intern(source);
        a->setQuote(quote);
        if (!claimed.isEmpty()) {
            auto d = HistoricalDate::parse(claimed);
            if (!d)
                return false;
            a->claimedDate = d.value();
        }
        a->setDateText(dateText);
        a->setGlossEn(gloss);
        a->setNoteEn(note);
        if (!dateText.isEmpty() && !hasClaimed) {
            const auto r = parseAccountDateText(dateText, sourceLanguage(a->sourceId), record);
            if (!r)
                return false;
            a->claimedDate = r->date;
        } else if (!dateText.isEmpty() && a->claimedDate.isValid()) {
            if (QString why = dateTextDisagreement(record, *a); !why.isEmpty())
                found->warnings.emplace_back(index, std::move(why));
        }
        if (orphaned.orphaned) {
            a->orphaned = true;
            a->start = *orphaned.start;
            a->end = *orphaned.end;
            found->orphans.emplace_back(index, *sourceIndex);
        } else {
            found->quotes.emplace_back(index, *sourceIndex, prefix, suffix);
        }
        return true;
    }

    // "orphaned", "start" and "end" as the quick reading takes them.
    struct OrphanedSpan
    {
        bool orphaned = false;
        std::optional<qint32> start, end;
        // What readOrphanedSpan() and noSpanGiven() take without a problem.
        bool fits(bool withoutContext) const
        {
            if (!orphaned)
                return !start && !end;
            return start && end && *start <= *end && withoutContext;
        }
    };

    bool orphanedSpanQuickly(std::string_view key, qint32 value, OrphanedSpan *span) const
    {
        const JsonLite::Node &n = m_lite.node(value);
        if (key == "orphaned") {
            span->orphaned = n.kind == JsonLite::Kind::True;
            return n.kind == JsonLite::Kind::True || n.kind == JsonLite::Kind::False;
        }
        std::optional<qint32> &offset = key == "start" ? span->start : span->end;
        offset = n.kind == JsonLite::Kind::Number ? plainOffset(n.text) : std::nullopt;
        return offset.has_value();
    }

    // A number written as plain digits that an account's offset can hold
    // (any other form is left to the thorough reading).
    static std::optional<qint32> plainOffset(std::string_view digits)
    {
        if (digits.empty() || digits.size() > 10)
            return std::nullopt;
        qint64 n = 0;
        for (const char c : digits) {
            if (c < '0' || c > '9')
                return std::nullopt;
            n = n * 10 + (c - '0');
        }
        return n <= std::numeric_limits<qint32>::max() ? std::optional<qint32>(qint32(n)) : std::nullopt;
    }

    // What readEvent() does as it goes, done once the event read quickly
    // is known to be whole.
    void keepQuickEvent(const Event &e, qsizetype item, const QuickAccounts &found)
    {
        m_eventIds.insert(e.id);
        for (const auto &[account, source, prefix, suffix] : found.quotes)
            addPending(account, source, e.accounts[account].quote(), prefix, suffix, item, account);
        const qint32 event = qint32(m_c.events.size());
        for (const auto &[account, source] : found.orphans)
            m_orphans[source].push_back({event, qint32(account), qint32(item), qint32(account)});
        for (qsizetype k = 0; k < e.accounts.size(); ++k)
            if (e.accounts[k].hasId())
                m_givenIds.push_back({event, qint32(k), qint32(item), qint32(k)});
        if (found.warnings.empty())
            return;
        const QString accountsEntry
            = itemName(QStringLiteral("events"), item) + QStringLiteral(" (%1) accounts").arg(e.id);
        for (const auto &[account, why] : found.warnings)
            m_out->warnings.append({m_r.file(), itemName(accountsEntry, account), why, 0, {}});
    }

    Event readEvent(const QJsonObject &o, const QString &id, const QString &entry)
    {
        m_eventItem = m_r.itemIndex();
        Event e;
        e.id = id;
        e.titles = m_r.names(o, "title", entry);
        e.setSummaryEn(m_r.string(o, "summary_en", entry, false));
        e.date = m_r.date(o, "date", entry, true);
        e.placeId = m_r.intern(m_r.string(o, "place", entry, false));
        reference(m_placeIds, e.placeId, entry, "place", "place");
        e.category = m_r.intern(m_r.string(o, "category", entry, false));
        e.eraId = m_r.intern(m_r.string(o, "era", entry, false));
        reference(m_eraIds, e.eraId, entry, "era", "era");
        const QString importance = m_r.string(o, "importance", entry, false);
        if (!importance.isEmpty() && !importanceFromName(importance, &e.importance))
            m_r.problem(
                entry, Tr::tr("\"importance\" must be key, major or minor, not \"%1\"").arg(importance), "importance");
        readEventPeople(o, entry, &e);
        const QJsonArray accounts = m_r.listField(o, "accounts", entry, true);
        if (accounts.isEmpty() && o.value(QStringLiteral("accounts")).isArray())
            m_r.problem(entry, Tr::tr("cites no source: every event needs at least one account"), "accounts");
        m_r.forEachObject(accounts, entry + QStringLiteral(" accounts"),
            m_r.pathOf(entry) + QStringLiteral(".accounts"),
            {"id", "source", "quote", "orphaned", "start", "end", "prefix", "suffix", "claimed_date", "date_text",
                "gloss_en", "note_en"},
            [&](const QJsonObject &ao, const QString &aEntry) {
                m_currentAccounts = &e.accounts;
                e.accounts.append(readAccount(ao, aEntry, e.date));
            });
        return e;
    }

    // "people": a list of ids of people the corpus defines, each once.
    void readEventPeople(const QJsonObject &o, const QString &entry, Event *e)
    {
        const QJsonArray people = m_r.listField(o, "people", entry, false);
        for (qsizetype i = 0; i < people.size(); ++i) {
            const QByteArray at = QStringLiteral("people[%1]").arg(i).toUtf8();
            const QString id = people[i].toString();
            if (!people[i].isString() || id.trimmed().isEmpty())
                m_r.problem(entry, Tr::tr("\"people\" must list ids of people (non-empty strings)"), at.constData());
            else if (e->personIds().contains(id))
                m_r.problem(entry, Tr::tr("\"people\" lists \"%1\" twice").arg(id), at.constData());
            else if (!m_personIds.contains(id))
                m_r.problem(
                    entry, Tr::tr("refers to person \"%1\", which the corpus does not define").arg(id), at.constData());
            else
                e->editPersonIds().append(id);
        }
    }

    Account readAccount(const QJsonObject &o, const QString &entry, const HistoricalDate &record)
    {
        Account a;
        readAccountId(o, entry, &a);
        a.sourceId = m_r.intern(m_r.string(o, "source", entry, true));
        reference(m_sourceIds, a.sourceId, entry, "source", "source");
        a.setQuote(m_r.string(o, "quote", entry, true));
        const QString prefix = m_r.string(o, "prefix", entry, false);
        const QString suffix = m_r.string(o, "suffix", entry, false);
        a.orphaned = m_r.boolean(o, "orphaned", entry);
        const bool spanRead = a.orphaned ? readOrphanedSpan(o, entry, prefix, suffix, &a) : noSpanGiven(o, entry);
        a.claimedDate = m_r.date(o, "claimed_date", entry, false);
        a.setDateText(m_r.string(o, "date_text", entry, false));
        a.setGlossEn(m_r.string(o, "gloss_en", entry, false));
        a.setNoteEn(m_r.string(o, "note_en", entry, false));
        if (!a.dateText().isEmpty() && !o.contains(QStringLiteral("claimed_date")))
            deriveClaimedDate(entry, record, &a);
        else if (!a.dateText().isEmpty() && a.claimedDate.isValid())
            compareDateText(entry, record, a);
        const AccountPlace place {
            qint32(m_c.events.size()), qint32(m_currentAccounts->size()), qint32(m_eventItem), qint32(m_r.itemIndex())};
        if (a.hasId())
            m_givenIds.push_back(place);
        const auto it = m_sourceIndex.find(a.sourceId);
        if (it == m_sourceIndex.end() || a.quote().isEmpty())
            return a;
        if (!a.orphaned)
            addPending(place.account, *it, a.quote(), prefix, suffix, place.eventItem, place.accountItem);
        else if (spanRead)
            m_orphans[*it].push_back(place);
        return a;
    }

    // An account's own id, when the folder gives one (an export writes the
    // ids an import would not give: a cited account's, a moved one's).
    void readAccountId(const QJsonObject &o, const QString &entry, Account *a)
    {
        const QString id = m_r.string(o, "id", entry, false);
        if (!o.value(QStringLiteral("id")).isString())
            return; // none, or not a string (a problem already)
        if (id.trimmed().isEmpty())
            m_r.problem(entry, Tr::tr("\"%1\" is empty").arg(QLatin1String("id")), "id");
        else
            a->setId(id);
    }

    // A non-orphaned account's span is found by the importer, never given.
    bool noSpanGiven(const QJsonObject &o, const QString &entry)
    {
        for (const char *key : {"start", "end"})
            if (o.contains(QLatin1String(key)))
                m_r.problem(entry,
                    Tr::tr("\"%1\" is given only with \"orphaned\": true (the importer finds where a quote stands)")
                        .arg(QLatin1String(key)),
                    key);
        return false;
    }

    // An orphaned account's span: where its quote last stood, kept as given
    // (its quote is not looked for). False when it is not one.
    bool readOrphanedSpan(
        const QJsonObject &o, const QString &entry, const QString &prefix, const QString &suffix, Account *a)
    {
        for (const auto &[key, given] : {std::pair {"prefix", &prefix}, std::pair {"suffix", &suffix}})
            if (!given->isEmpty())
                m_r.problem(entry,
                    Tr::tr("an orphaned account's quote is not looked for in its source: \"%1\" does not apply")
                        .arg(QLatin1String(key)),
                    key);
        const std::optional<qint32> start = offset(o, "start", entry), end = offset(o, "end", entry);
        if (!start || !end)
            return false;
        if (*end < *start) {
            m_r.problem(entry, Tr::tr("\"end\" (%1) is before \"start\" (%2)").arg(*end).arg(*start), "end");
            return false;
        }
        a->start = *start;
        a->end = *end;
        return true;
    }

    // A code-point offset: a whole number an account can hold.
    std::optional<qint32> offset(const QJsonObject &o, const char *key, const QString &entry)
    {
        bool ok = true;
        const double d = m_r.number(o, key, entry, 0, std::numeric_limits<qint32>::max(), &ok);
        if (!ok)
            return std::nullopt;
        if (d != std::floor(d)) {
            m_r.problem(entry, Tr::tr("\"%1\" must be a whole number").arg(QLatin1String(key)), key);
            return std::nullopt;
        }
        return qint32(d);
    }

    QString sourceLanguage(const QString &sourceId) const
    {
        const auto it = m_sourceIndex.find(sourceId);
        return it == m_sourceIndex.end() ? QString() : m_c.sources[*it].language;
    }

    // The claimed date a corpus leaves out, read from the account's own words.
    void deriveClaimedDate(const QString &entry, const HistoricalDate &record, Account *a)
    {
        const auto r = parseAccountDateText(a->dateText(), sourceLanguage(a->sourceId), record);
        if (!r)
            m_r.problem(
                entry, Tr::tr("has \"date_text\" but no \"claimed_date\", and the words give none: %1").arg(r.error()));
        else
            a->claimedDate = r->date;
    }

    // Warns when the words read as another date than the one claimed (words
    // that name no date, such as a duration, are not compared, nor words that
    // count from a day or year the text gives before them, such as "次日" or
    // "这年夏天": the record's date, their reference here, is often the day
    // they name rather than the one they count from).
    void compareDateText(const QString &entry, const HistoricalDate &record, const Account &a)
    {
        if (const QString why = dateTextDisagreement(record, a); !why.isEmpty())
            m_out->warnings.append({m_r.file(), entry, why, 0, {}});
    }

    QString dateTextDisagreement(const HistoricalDate &record, const Account &a) const
    {
        const auto r = parseAccountDateText(a.dateText(), sourceLanguage(a.sourceId), record);
        if (!r || r->relative || r->span == a.claimedDate.span())
            return {};
        return Tr::tr("\"date_text\" «%1» reads as %2, but \"claimed_date\" is %3")
            .arg(excerpt(a.dateText()), r->edtf, a.claimedDate.toEdtf());
    }

    // The quote of account `account` of the event that is read (both their
    // indexes in corpus.json's lists as well), to be found in its source.
    void addPending(qsizetype account, qsizetype source, const QString &quote, const QString &prefix,
        const QString &suffix, qsizetype eventItem, qsizetype accountItem)
    {
        PendingQuote q {qint32(m_c.events.size()), qint32(account), qint32(source), m_finders[source].add(quote),
            qint32(eventItem), qint32(accountItem)};
        if (!prefix.isEmpty() || !suffix.isEmpty()) {
            q.context = qint32(m_contexts.size());
            m_contexts.push_back({prefix, suffix});
        }
        m_pending[source].push_back(q);
    }

    // Where each account's quote stands (once, with its context) in its
    // source: each text is scanned once for all the quotes that cite it.
    void locateQuotes()
    {
        for (qsizetype source = 0; source < m_c.sources.size(); ++source) {
            const auto finder = m_finders.find(source);
            const auto orphans = m_orphans.constFind(source);
            if (finder == m_finders.end() && orphans == m_orphans.cend())
                continue;
            const auto read = m_out->text(source);
            if (!read) {
                m_out->problems.append({m_c.sources[source].file, {}, read.error(), 0, {}});
                continue;
            }
            const QString &text = read.value();
            const CodePointMap map(text);
            if (finder != m_finders.end()) {
                finder->scan(text);
                for (const PendingQuote &q : std::as_const(m_pending[source]))
                    locateQuote(q, text, *finder, map);
                m_finders.erase(finder);
                m_pending.remove(source);
            }
            if (orphans != m_orphans.cend())
                checkOrphanedSpans(*orphans, text, map);
            if (m_progress && (source + 1) % 50 == 0 && source + 1 < m_c.sources.size())
                m_progress(QStringLiteral("quotes"), source + 1, m_c.sources.size());
        }
        if (m_progress)
            m_progress(QStringLiteral("quotes"), m_c.sources.size(), m_c.sources.size());
    }

    // Sets the account's offsets where its quote stands once, with its
    // context, in the source text; anything else is a problem.
    void locateQuote(const PendingQuote &q, const QString &text, const QuoteFinder &finder, const CodePointMap &map)
    {
        Account &a = m_c.events[q.event].accounts[q.account];
        static const std::pair<QString, QString> none;
        const auto &[prefix, suffix] = q.context < 0 ? none : m_contexts[std::size_t(q.context)];
        QList<qsizetype> hits;
        for (qsizetype at : finder.hits(q.quote)) {
            if (!prefix.isEmpty() && !QStringView(text).left(at).endsWith(prefix))
                continue;
            if (!suffix.isEmpty() && !QStringView(text).mid(at + a.quote().size()).startsWith(suffix))
                continue;
            hits.append(at);
        }
        if (hits.size() == 1) {
            a.start = map.fromUtf16(hits.front());
            a.end = a.start + codePointCount(a.quote());
            return;
        }
        const auto [entry, path] = accountEntry({q.event, q.account, q.eventItem, q.accountItem});
        if (hits.isEmpty()) {
            m_r.problemAt(entry, path,
                Tr::tr("the quote «%1» does not occur%2 in source %3")
                    .arg(excerpt(a.quote()),
                        prefix.isEmpty() && suffix.isEmpty() ? QString() : Tr::tr(" with that prefix/suffix"),
                        a.sourceId),
                "quote");
            return;
        }
        QStringList at;
        for (qsizetype h : hits)
            at << QString::number(map.fromUtf16(h));
        m_r.problemAt(entry, path,
            Tr::tr("the quote «%1» occurs %2 times in source %3 (at code points %4): add a "
                   "\"prefix\" or \"suffix\" to say which")
                .arg(excerpt(a.quote()))
                .arg(hits.size())
                .arg(a.sourceId, at.join(QStringLiteral(", "))),
            "quote");
    }

    // An account named as forEachEntry() and forEachObject() named it when
    // it was read, and its path in corpus.json.
    std::pair<QString, QString> accountEntry(const AccountPlace &p) const
    {
        QString entry = QStringLiteral("events[%1]").arg(p.eventItem);
        QString path = QStringLiteral("%1.accounts[%2]").arg(entry).arg(p.accountItem);
        if (const QString &id = m_c.events[p.event].id; !id.isEmpty())
            entry += QStringLiteral(" (%1)").arg(id);
        entry += QStringLiteral(" accounts[%1]").arg(p.accountItem);
        return {entry, path};
    }

    const Account &accountAt(const AccountPlace &p) const
    {
        return std::as_const(m_c.events)[p.event].accounts[p.account];
    }

    // The orphaned accounts of one source: each span lies in its text.
    void checkOrphanedSpans(const std::vector<AccountPlace> &orphans, const QString &text, const CodePointMap &map)
    {
        for (const AccountPlace &p : orphans) {
            const Account &a = accountAt(p);
            if (map.toUtf16(a.end) >= 0)
                continue;
            const auto [entry, path] = accountEntry(p);
            m_r.problemAt(entry, path,
                Tr::tr("\"end\" (%1) is past the end of source %2 (%3 characters)")
                    .arg(a.end)
                    .arg(a.sourceId)
                    .arg(codePointCount(text)),
                "end");
        }
    }

    // The ids the folder gives its accounts: each once, and none that an
    // account without one is given ("EVENT/N", see readAccountId()).
    void checkAccountIds()
    {
        QHash<QString, qsizetype> seen;
        QHash<QString, std::vector<std::pair<qint32, qsizetype>>> importedForm; // by event id: N, given id
        for (qsizetype i = 0; i < qsizetype(m_givenIds.size()); ++i) {
            const AccountPlace &p = m_givenIds[std::size_t(i)];
            const QString id = accountAt(p).id();
            if (seen.contains(id)) {
                const auto [entry, path] = accountEntry(p);
                m_r.problemAt(entry, path, Tr::tr("the id \"%1\" is used twice").arg(id), "id");
                continue;
            }
            seen.insert(id, i);
            if (const qsizetype slash = id.lastIndexOf(u'/'); slash > 0 && m_eventIds.contains(id.left(slash)))
                if (const auto n = idNumberOf(QStringView(id).sliced(slash + 1)))
                    importedForm[id.left(slash)].emplace_back(*n, i);
        }
        if (!importedForm.isEmpty())
            checkImportedIdsFree(importedForm);
    }

    // A given id "EVENT/N" is refused where event EVENT's account N gives
    // none: the import gives it that id.
    void checkImportedIdsFree(const QHash<QString, std::vector<std::pair<qint32, qsizetype>>> &byEvent)
    {
        const EventList &events = m_c.events;
        for (qint32 event = 0; event < qint32(events.size()); ++event) {
            const auto it = byEvent.constFind(events[event].id);
            if (it == byEvent.cend())
                continue;
            for (const auto &[n, given] : *it) {
                const AccountPlace &p = m_givenIds[std::size_t(given)];
                const bool itself = p.event == event && p.account == n;
                if (n >= events[event].accounts.size() || itself || events[event].accounts[n].hasId())
                    continue;
                const auto [entry, path] = accountEntry(p);
                m_r.problemAt(entry, path,
                    Tr::tr(
                        "the id \"%1\" is the one the import gives accounts[%2] of event %3, which has none of its own")
                        .arg(accountAt(p).id())
                        .arg(n)
                        .arg(events[event].id),
                    "id");
            }
        }
    }

    void readRoute(const QJsonObject &root)
    {
        m_r.forEachObject(m_r.array(root, "route", false), QStringLiteral("route"), QStringLiteral("route"),
            {"from", "to", "depart", "arrive", "mode", "inferred", "note", "waypoints"},
            [&](const QJsonObject &o, const QString &entry) {
                m_c.route.append(readLeg(o, int(m_c.route.size() + 1), entry));
            });
    }

    RouteLeg readLeg(const QJsonObject &o, int seq, const QString &entry)
    {
        RouteLeg l;
        l.seq = seq;
        l.fromPlaceId = m_r.string(o, "from", entry, true);
        l.toPlaceId = m_r.string(o, "to", entry, true);
        reference(m_placeIds, l.fromPlaceId, entry, "place", "from");
        reference(m_placeIds, l.toPlaceId, entry, "place", "to");
        l.depart = m_r.date(o, "depart", entry, true);
        l.arrive = m_r.date(o, "arrive", entry, true);
        if (l.depart.isValid() && l.arrive.isValid() && l.arrive.span().end < l.depart.span().start)
            m_r.problem(entry, Tr::tr("arrives (%1) before it departs (%2)").arg(l.arrive.toEdtf(), l.depart.toEdtf()),
                "arrive");
        const QString mode = m_r.string(o, "mode", entry, true);
        if (mode == u"sea")
            l.mode = TravelMode::Sea;
        else if (mode != u"land" && !mode.isEmpty())
            m_r.problem(entry, Tr::tr("\"mode\" must be land or sea, not \"%1\"").arg(mode), "mode");
        l.inferred = m_r.boolean(o, "inferred", entry);
        l.note = m_r.string(o, "note", entry, false);
        m_r.forEachObject(m_r.listField(o, "waypoints", entry, false), entry + QStringLiteral(" waypoints"),
            m_r.pathOf(entry) + QStringLiteral(".waypoints"), {"lat", "lon", "place", "inferred"},
            [&](const QJsonObject &wo, const QString &wEntry) { l.waypoints.append(readWaypoint(wo, wEntry)); });
        return l;
    }

    // A waypoint at a named place takes its coordinates unless it gives its own.
    Waypoint readWaypoint(const QJsonObject &o, const QString &entry)
    {
        Waypoint w;
        w.placeId = m_r.string(o, "place", entry, false);
        reference(m_placeIds, w.placeId, entry, "place");
        if (!w.placeId.isEmpty() && !o.contains(QStringLiteral("lat"))) {
            for (const Place &p : m_c.places)
                if (p.id == w.placeId) {
                    w.lat = p.lat;
                    w.lon = p.lon;
                }
        } else {
            bool ok = true;
            w.lat = m_r.number(o, "lat", entry, -90, 90, &ok);
            w.lon = m_r.number(o, "lon", entry, -180, 180, &ok);
        }
        w.inferred = m_r.boolean(o, "inferred", entry);
        return w;
    }

    QString m_folder;
    LoadProgress m_progress;
    TextsRead m_textsRead;
    bool m_textsOnDisk;
    QByteArray m_description; // corpus.json as read, until its events are read again from the file
    std::optional<DescriptionStream> m_eventBytes;
    std::optional<Result<QString>> m_variantText;
    qsizetype m_variantSource = -1;
    std::optional<JsonArraySlices> m_events; // where each event is in it, see readEvents()
    LoadedCorpus *m_out;
    Corpus &m_c;
    Reader m_r;
    QSet<QString> m_sourceIds, m_placeIds, m_personIds, m_eraIds, m_eventIds;
    QHash<QString, qsizetype> m_sourceIndex;
    // Quotes are located once every event is read (locateQuotes()), by source index.
    QHash<qsizetype, std::vector<PendingQuote>> m_pending;
    QHash<qsizetype, QuoteFinder> m_finders;
    const QList<Account> *m_currentAccounts = nullptr;
    JsonLite m_lite; // one event read quickly, see readEventQuickly()
    qsizetype m_eventItem = 0; // the index in corpus.json of the event being read
    std::vector<std::pair<QString, QString>> m_contexts; // prefix and suffix of pending quotes
    QHash<qsizetype, std::vector<AccountPlace>> m_orphans; // orphaned accounts, by source index
    std::vector<AccountPlace> m_givenIds; // the accounts that give their ids
};

} // namespace

Result<QString> LoadedCorpus::text(qsizetype source) const
{
    if (source >= textFiles.size() || !corpus.sources[source].text.isEmpty())
        return corpus.sources[source].text;
    const TextFile &f = textFiles[source];
    auto bytes = readRegularFile(f.path, kMaxCorpusFileBytes, f.folder);
    if (bytes)
        dropByteOrderMark(bytes.value());
    if (!bytes || bytes.value().size() != f.bytes
        || qHashBits(bytes.value().constData(), std::size_t(bytes.value().size())) != f.hash)
        return Result<QString>::failure(
            Tr::tr("%1 changed while it was imported; nothing was written (import it again)")
                .arg(QFileInfo(f.path).fileName()));
    return QString::fromUtf8(bytes.value());
}

void setQuickEventReadingForTests(bool quick)
{
    s_quickEvents = quick;
}

qsizetype quickEventsReadForTests()
{
    return s_quickEventsRead;
}

void setDescriptionReadBlockForTests(qint64 bytes)
{
    DescriptionStream::s_block = bytes > 0 ? bytes : 4 << 20;
}

namespace {

// What a corpus folder holds, and where to find out more: the end of every
// message of checkCorpusFolder().
QString whatACorpusFolderHolds()
{
    return Tr::tr("A corpus folder holds corpus.json (its sources, places, people, eras, events and route) and the "
                  "plain-text source files that corpus.json names; docs/corpus-format.md describes it, and "
                  "\"parallax export --format corpus -o FOLDER\" writes one from a database.");
}

// The folders directly inside `folder` that hold a corpus.json (a corpus
// folder's parent given instead of it).
QStringList corpusFoldersIn(const QString &folder)
{
    QStringList found;
    for (const QFileInfo &sub : QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (QFileInfo(sub.filePath() + u'/' + QLatin1String(kCorpusDescriptionFile)).isFile())
            found << sub.filePath();
    return found;
}

} // namespace

Status checkCorpusFolder(const QString &folder)
{
    const QFileInfo info(folder);
    QString problem;
    if (!info.exists())
        problem = Tr::tr("%1 does not exist.").arg(folder);
    else if (!info.isDir())
        problem = Tr::tr("%1 is a file, not a corpus folder.").arg(folder);
    else if (const QFileInfo description(folder + u'/' + QLatin1String(kCorpusDescriptionFile));
             description.exists() || description.isSymLink())
        return success(); // what kind of file it is, the reading checks (a pipe, a link out of the folder)
    else if (const QStringList inside = corpusFoldersIn(folder); !inside.isEmpty())
        problem = Tr::tr("%1 is not a corpus folder: it holds no corpus.json, but these folders in it do: %2")
                      .arg(folder, inside.join(QStringLiteral(", ")));
    else
        problem = Tr::tr("%1 is not a corpus folder: it holds no corpus.json.").arg(folder);
    return Status::failure(problem + u'\n' + whatACorpusFolderHolds());
}

LoadedCorpus loadCorpusFolder(
    const QString &folder, const LoadProgress &progress, LoadedTexts texts, const TextsRead &textsRead)
{
    LoadedCorpus out;
    FolderLoader(folder, &out, progress, texts, textsRead).load();
    return out;
}

} // namespace parallax::db
