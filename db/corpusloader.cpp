#include "corpusloader.h"

#include <core/textoffsets.h>

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace parallax::db {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("parallax::db::CorpusLoader", s);
}

QString excerpt(const QString &s, int max = 40)
{
    return s.size() <= max ? s : s.left(max) + QStringLiteral("…");
}

// Reads typed fields out of JSON objects and records every problem with the
// file and entry it belongs to.
class Reader
{
public:
    Reader(QString file, QList<CorpusProblem> *problems) : m_file(std::move(file)), m_problems(problems) {}

    void problem(const QString &entry, const QString &message) { m_problems->append({m_file, entry, message}); }

    void allowOnly(const QJsonObject &o, const QString &entry, std::initializer_list<const char *> keys)
    {
        QSet<QString> allowed;
        for (const char *k : keys)
            allowed.insert(QString::fromLatin1(k));
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                problem(entry, tr("unknown field \"%1\"").arg(it.key()));
    }

    QString string(const QJsonObject &o, const char *key, const QString &entry, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                problem(entry, tr("\"%1\" is missing").arg(QLatin1String(key)));
            return {};
        }
        if (!v.isString()) {
            problem(entry, tr("\"%1\" must be a string").arg(QLatin1String(key)));
            return {};
        }
        if (required && v.toString().trimmed().isEmpty())
            problem(entry, tr("\"%1\" is empty").arg(QLatin1String(key)));
        return v.toString();
    }

    double number(const QJsonObject &o, const char *key, const QString &entry, double lo, double hi, bool *ok)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble()) {
            problem(entry, v.isUndefined() ? tr("\"%1\" is missing").arg(QLatin1String(key))
                                           : tr("\"%1\" must be a number").arg(QLatin1String(key)));
            *ok = false;
            return 0;
        }
        const double d = v.toDouble();
        if (d < lo || d > hi) {
            problem(entry, tr("\"%1\" is %2, outside %3…%4").arg(QLatin1String(key)).arg(d).arg(lo).arg(hi));
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
            problem(entry, tr("\"%1\" must be true or false").arg(QLatin1String(key)));
        return v.toBool();
    }

    HistoricalDate date(const QJsonObject &o, const char *key, const QString &entry, bool required)
    {
        const QString text = string(o, key, entry, required);
        if (text.isEmpty())
            return {};
        auto d = HistoricalDate::parse(text);
        if (!d) {
            problem(entry, tr("\"%1\": %2").arg(QLatin1String(key), d.error()));
            return {};
        }
        return d.value();
    }

    LocalizedNames names(const QJsonObject &o, const char *key, const QString &entry)
    {
        LocalizedNames out;
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isObject()) {
            problem(entry, tr("\"%1\" must be an object of names by language, e.g. {\"en\": \"…\"}")
                               .arg(QLatin1String(key)));
            return out;
        }
        const QJsonObject names = v.toObject();
        for (auto it = names.begin(); it != names.end(); ++it) {
            if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
                problem(entry, tr("\"%1.%2\" must be a non-empty string").arg(QLatin1String(key), it.key()));
            else
                out.insert(it.key(), it.value().toString());
        }
        if (!out.contains(QStringLiteral("en")))
            problem(entry, tr("\"%1\" needs an English (\"en\") entry").arg(QLatin1String(key)));
        return out;
    }

    QJsonArray array(const QJsonObject &o, const char *key, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return {};
        if (!v.isArray()) {
            problem(QString::fromLatin1(key), tr("must be a list"));
            return {};
        }
        return v.toArray();
    }

    // Checks that each array element is an object; returns it with its entry name.
    bool object(const QJsonValue &v, const QString &entry, QJsonObject *out)
    {
        if (!v.isObject()) {
            problem(entry, tr("must be an object"));
            return false;
        }
        *out = v.toObject();
        return true;
    }

    QString idOf(const QJsonObject &o, const QString &entry, QSet<QString> *seen)
    {
        const QString id = string(o, "id", entry, true);
        if (!id.isEmpty() && seen->contains(id))
            problem(entry, tr("the id \"%1\" is used twice").arg(id));
        seen->insert(id);
        return id;
    }

private:
    QString m_file;
    QList<CorpusProblem> *m_problems;
};

QString entryName(const char *list, qsizetype index, const QString &id = {})
{
    QString s = QStringLiteral("%1[%2]").arg(QLatin1String(list)).arg(index);
    if (!id.isEmpty())
        s += QStringLiteral(" (%1)").arg(id);
    return s;
}

// Every UTF-16 position where `quote` stands in `text` with the given context.
QList<qsizetype> findQuote(const QString &text, const QString &quote, const QString &prefix, const QString &suffix)
{
    QList<qsizetype> hits;
    for (qsizetype at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
        if (!prefix.isEmpty() && !QStringView(text).left(at).endsWith(prefix))
            continue;
        if (!suffix.isEmpty() && !QStringView(text).mid(at + quote.size()).startsWith(suffix))
            continue;
        hits.append(at);
    }
    return hits;
}

} // namespace

QString CorpusProblem::toString() const
{
    if (entry.isEmpty())
        return QStringLiteral("%1: %2").arg(file, message);
    return QStringLiteral("%1: %2: %3").arg(file, entry, message);
}

qsizetype firstInvalidUtf8(const QByteArray &data)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype n = data.size();
    qsizetype i = 0;
    while (i < n) {
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

LoadedCorpus loadCorpusFolder(const QString &folder)
{
    LoadedCorpus out;
    Corpus &c = out.corpus;
    const QString descName = QString::fromLatin1(kCorpusDescriptionFile);
    const QString descPath = folder + u'/' + descName;
    Reader r(descName, &out.problems);

    auto readText = [&](const QString &path, const QString &shownName, const QString &entry, QString *text) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            out.problems.append({shownName, entry, tr("cannot be read: %1").arg(f.errorString())});
            return false;
        }
        QByteArray bytes = f.readAll();
        if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
            out.problems.append({shownName, entry, tr("is not valid UTF-8 (first bad byte at offset %1)").arg(bad)});
            return false;
        }
        if (bytes.startsWith("\xEF\xBB\xBF"))
            bytes.remove(0, 3);
        *text = QString::fromUtf8(bytes);
        return true;
    };

    QString descText;
    if (!readText(descPath, descName, {}, &descText))
        return out;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(descText.toUtf8(), &err);
    if (err.error != QJsonParseError::NoError) {
        const qsizetype at = err.offset;
        const QByteArray head = descText.toUtf8().left(at);
        const qsizetype line = head.count('\n') + 1;
        r.problem({}, tr("line %1: %2").arg(line).arg(err.errorString()));
        return out;
    }
    if (!doc.isObject()) {
        r.problem({}, tr("must hold one JSON object"));
        return out;
    }
    const QJsonObject root = doc.object();
    r.allowOnly(root, QStringLiteral("(top level)"),
                {"format", "version", "id", "title", "sources", "places", "people", "eras", "events", "route"});
    if (root.value(QStringLiteral("format")).toString() != u"parallax-corpus")
        r.problem(QStringLiteral("format"), tr("must be \"parallax-corpus\""));
    if (root.value(QStringLiteral("version")).toInt() != 1)
        r.problem(QStringLiteral("version"), tr("must be 1 (the only corpus format version so far)"));
    c.id = r.string(root, "id", QStringLiteral("(top level)"), true);
    c.title = r.string(root, "title", QStringLiteral("(top level)"), true);

    QSet<QString> sourceIds, placeIds, personIds, eraIds, eventIds;
    QHash<QString, qsizetype> sourceIndex;

    const QJsonArray sources = r.array(root, "sources", true);
    for (qsizetype i = 0; i < sources.size(); ++i) {
        QString entry = entryName("sources", i);
        QJsonObject o;
        if (!r.object(sources[i], entry, &o))
            continue;
        Source s;
        s.id = r.idOf(o, entry, &sourceIds);
        entry = entryName("sources", i, s.id);
        r.allowOnly(o, entry, {"id", "file", "title", "language", "provenance"});
        s.file = r.string(o, "file", entry, true);
        s.title = r.string(o, "title", entry, true);
        s.language = r.string(o, "language", entry, true);
        s.provenance = r.string(o, "provenance", entry, false);
        if (s.file.contains(u'/') || s.file.contains(u'\\') || s.file.startsWith(u'.'))
            r.problem(entry, tr("\"file\" must be a plain file name inside the corpus folder"));
        else if (!s.file.isEmpty() && !readText(folder + u'/' + s.file, s.file, entry, &s.text))
            continue;
        sourceIndex.insert(s.id, c.sources.size());
        c.sources.append(s);
    }

    const QJsonArray places = r.array(root, "places", false);
    for (qsizetype i = 0; i < places.size(); ++i) {
        QString entry = entryName("places", i);
        QJsonObject o;
        if (!r.object(places[i], entry, &o))
            continue;
        Place p;
        p.id = r.idOf(o, entry, &placeIds);
        entry = entryName("places", i, p.id);
        r.allowOnly(o, entry, {"id", "names", "lat", "lon"});
        p.names = r.names(o, "names", entry);
        bool ok = true;
        p.lat = r.number(o, "lat", entry, -90, 90, &ok);
        p.lon = r.number(o, "lon", entry, -180, 180, &ok);
        c.places.append(p);
    }

    const QJsonArray people = r.array(root, "people", false);
    for (qsizetype i = 0; i < people.size(); ++i) {
        QString entry = entryName("people", i);
        QJsonObject o;
        if (!r.object(people[i], entry, &o))
            continue;
        Person p;
        p.id = r.idOf(o, entry, &personIds);
        entry = entryName("people", i, p.id);
        r.allowOnly(o, entry, {"id", "names"});
        p.names = r.names(o, "names", entry);
        c.people.append(p);
    }

    const QJsonArray eras = r.array(root, "eras", false);
    for (qsizetype i = 0; i < eras.size(); ++i) {
        QString entry = entryName("eras", i);
        QJsonObject o;
        if (!r.object(eras[i], entry, &o))
            continue;
        Era e;
        e.id = r.idOf(o, entry, &eraIds);
        entry = entryName("eras", i, e.id);
        r.allowOnly(o, entry, {"id", "names", "date", "color"});
        e.names = r.names(o, "names", entry);
        e.date = r.date(o, "date", entry, true);
        e.color = r.string(o, "color", entry, false);
        if (!e.color.isEmpty() && !QRegularExpression(QStringLiteral("^#[0-9a-fA-F]{6}$")).match(e.color).hasMatch())
            r.problem(entry, tr("\"color\" \"%1\" is not a colour (use #rrggbb)").arg(e.color));
        c.eras.append(e);
    }

    auto reference = [&](const QSet<QString> &ids, const QString &value, const QString &entry, const char *what) {
        if (!value.isEmpty() && !ids.contains(value))
            r.problem(entry, tr("refers to %1 \"%2\", which the corpus does not define").arg(QLatin1String(what), value));
    };

    const QJsonArray events = r.array(root, "events", true);
    for (qsizetype i = 0; i < events.size(); ++i) {
        QString entry = entryName("events", i);
        QJsonObject o;
        if (!r.object(events[i], entry, &o))
            continue;
        Event e;
        e.id = r.idOf(o, entry, &eventIds);
        entry = entryName("events", i, e.id);
        r.allowOnly(o, entry,
                    {"id", "title", "summary_en", "date", "place", "people", "category", "era", "importance",
                     "accounts"});
        e.titles = r.names(o, "title", entry);
        e.summaryEn = r.string(o, "summary_en", entry, false);
        e.date = r.date(o, "date", entry, true);
        e.placeId = r.string(o, "place", entry, false);
        reference(placeIds, e.placeId, entry, "place");
        e.category = r.string(o, "category", entry, false);
        e.eraId = r.string(o, "era", entry, false);
        reference(eraIds, e.eraId, entry, "era");
        const QString importance = r.string(o, "importance", entry, false);
        if (!importance.isEmpty() && !importanceFromName(importance, &e.importance))
            r.problem(entry, tr("\"importance\" must be key, major or minor, not \"%1\"").arg(importance));
        for (const QJsonValue &p : o.value(QStringLiteral("people")).toArray()) {
            e.personIds.append(p.toString());
            reference(personIds, p.toString(), entry, "person");
        }
        const QJsonValue accountsValue = o.value(QStringLiteral("accounts"));
        const QJsonArray accounts = accountsValue.toArray();
        if (accounts.isEmpty())
            r.problem(entry, tr("cites no source: every event needs at least one account"));
        for (qsizetype k = 0; k < accounts.size(); ++k) {
            const QString aEntry = entry + QStringLiteral(" accounts[%1]").arg(k);
            QJsonObject ao;
            if (!r.object(accounts[k], aEntry, &ao))
                continue;
            r.allowOnly(ao, aEntry,
                        {"source", "quote", "prefix", "suffix", "claimed_date", "date_text", "gloss_en", "note_en"});
            Account a;
            a.sourceId = r.string(ao, "source", aEntry, true);
            reference(sourceIds, a.sourceId, aEntry, "source");
            a.quote = r.string(ao, "quote", aEntry, true);
            const QString prefix = r.string(ao, "prefix", aEntry, false);
            const QString suffix = r.string(ao, "suffix", aEntry, false);
            a.claimedDate = r.date(ao, "claimed_date", aEntry, false);
            a.dateText = r.string(ao, "date_text", aEntry, false);
            a.glossEn = r.string(ao, "gloss_en", aEntry, false);
            a.noteEn = r.string(ao, "note_en", aEntry, false);
            if (!a.dateText.isEmpty() && !a.claimedDate.isValid())
                r.problem(aEntry, tr("has \"date_text\" but no \"claimed_date\""));
            if (const auto it = sourceIndex.find(a.sourceId); it != sourceIndex.end() && !a.quote.isEmpty()) {
                const QString &text = c.sources[*it].text;
                const QList<qsizetype> hits = findQuote(text, a.quote, prefix, suffix);
                if (hits.isEmpty()) {
                    r.problem(aEntry, tr("the quote «%1» does not occur%2 in source %3")
                                          .arg(excerpt(a.quote),
                                               prefix.isEmpty() && suffix.isEmpty() ? QString()
                                                                                    : tr(" with that prefix/suffix"),
                                               a.sourceId));
                } else if (hits.size() > 1) {
                    QStringList at;
                    for (qsizetype h : hits)
                        at << QString::number(codePointIndexFromUtf16(text, h));
                    r.problem(aEntry, tr("the quote «%1» occurs %2 times in source %3 (at code points %4): add a "
                                         "\"prefix\" or \"suffix\" to say which")
                                          .arg(excerpt(a.quote))
                                          .arg(hits.size())
                                          .arg(a.sourceId, at.join(QStringLiteral(", "))));
                } else {
                    a.start = codePointIndexFromUtf16(text, hits.front());
                    a.end = a.start + codePointCount(a.quote);
                }
            }
            e.accounts.append(a);
        }
        c.events.append(e);
    }

    const QJsonArray route = r.array(root, "route", false);
    for (qsizetype i = 0; i < route.size(); ++i) {
        const QString entry = entryName("route", i);
        QJsonObject o;
        if (!r.object(route[i], entry, &o))
            continue;
        r.allowOnly(o, entry, {"from", "to", "depart", "arrive", "mode", "inferred", "note", "waypoints"});
        RouteLeg l;
        l.seq = int(i + 1);
        l.fromPlaceId = r.string(o, "from", entry, true);
        l.toPlaceId = r.string(o, "to", entry, true);
        reference(placeIds, l.fromPlaceId, entry, "place");
        reference(placeIds, l.toPlaceId, entry, "place");
        l.depart = r.date(o, "depart", entry, true);
        l.arrive = r.date(o, "arrive", entry, true);
        if (l.depart.isValid() && l.arrive.isValid() && l.arrive.span().end < l.depart.span().start)
            r.problem(entry, tr("arrives (%1) before it departs (%2)").arg(l.arrive.toEdtf(), l.depart.toEdtf()));
        const QString mode = r.string(o, "mode", entry, true);
        if (mode == u"sea")
            l.mode = TravelMode::Sea;
        else if (mode != u"land" && !mode.isEmpty())
            r.problem(entry, tr("\"mode\" must be land or sea, not \"%1\"").arg(mode));
        l.inferred = r.boolean(o, "inferred", entry);
        l.note = r.string(o, "note", entry, false);
        const QJsonArray wps = o.value(QStringLiteral("waypoints")).toArray();
        for (qsizetype k = 0; k < wps.size(); ++k) {
            const QString wEntry = entry + QStringLiteral(" waypoints[%1]").arg(k);
            QJsonObject wo;
            if (!r.object(wps[k], wEntry, &wo))
                continue;
            r.allowOnly(wo, wEntry, {"lat", "lon", "place", "inferred"});
            Waypoint w;
            bool ok = true;
            w.placeId = r.string(wo, "place", wEntry, false);
            reference(placeIds, w.placeId, wEntry, "place");
            if (!w.placeId.isEmpty() && !wo.contains(QStringLiteral("lat"))) {
                for (const Place &p : c.places)
                    if (p.id == w.placeId) {
                        w.lat = p.lat;
                        w.lon = p.lon;
                    }
            } else {
                w.lat = r.number(wo, "lat", wEntry, -90, 90, &ok);
                w.lon = r.number(wo, "lon", wEntry, -180, 180, &ok);
            }
            w.inferred = r.boolean(wo, "inferred", wEntry);
            l.waypoints.append(w);
        }
        c.route.append(l);
    }
    return out;
}

} // namespace parallax::db
