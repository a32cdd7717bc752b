// Streamed JSON must be byte for byte what QJsonDocument writes for the whole.
#include "testutil.h"

#include <core/synthetic.h>
#include <db/jsonexport.h>
#include <db/jsonstream.h>
#include <db/jsonwriter.h>

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

using namespace parallax;
using namespace parallax::db;

namespace {

QByteArray streamed(const QJsonObject &root, const QString &key, const QList<QJsonObject> &items)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    qsizetype next = 0;
    EXPECT_TRUE(writeIndentedStreaming(buffer, root, key, [&](QJsonObject &item) {
        if (next == items.size())
            return false;
        item = items[next++];
        return true;
    }));
    return buffer.data();
}

QByteArray whole(QJsonObject root, const QString &key, const QList<QJsonObject> &items)
{
    QJsonArray list;
    for (const QJsonObject &o : items)
        list.append(o);
    root.insert(key, list);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

TEST(JsonStream, WritesWhatTheWholeDocumentWould)
{
    const QJsonObject nested {{"name", "Île d'Elbe \"quoted\"\n"},
        {"list", QJsonArray {1, 2.5, QJsonValue::Null, QJsonObject {}}}, {"empty", QJsonArray {}},
        {"inner", QJsonObject {{"x", true}}}};
    const QJsonObject root {{"aaa", 1}, {"zzz", QJsonArray {"a", "b"}}};
    for (const QList<QJsonObject> &items :
        {QList<QJsonObject> {}, QList<QJsonObject> {nested}, QList<QJsonObject> {nested, QJsonObject {}, nested}}) {
        EXPECT_EQ(streamed(root, QStringLiteral("middle"), items), whole(root, QStringLiteral("middle"), items));
        EXPECT_EQ(streamed({}, QStringLiteral("conflicts"), items), whole({}, QStringLiteral("conflicts"), items));
    }
}

TEST(JsonStream, ExportIsTheWholeCorpusAsBefore)
{
    SyntheticSpec spec;
    spec.events = 40;
    const Corpus corpus = makeSyntheticCorpus(spec);
    const QJsonObject root = QJsonDocument::fromJson(exportJson(corpus)).object();
    ASSERT_EQ(root.value(QStringLiteral("events")).toArray().size(), 40);
    EXPECT_EQ(root.value(QStringLiteral("events")).toArray().first().toObject().value(QStringLiteral("id")).toString(),
        corpus.events.first().id);
    EXPECT_EQ(root.value(QStringLiteral("sources")).toArray().size(), corpus.sources.size());
    EXPECT_TRUE(root.contains(QStringLiteral("route")));
    EXPECT_TRUE(root.contains(QStringLiteral("places")));
}

// A million events indented field by field were twice the bytes (1,101 MB
// against 576 MB) and a second more to write: each event is one line.
TEST(JsonStream, ExportWritesAnEventALine)
{
    SyntheticSpec spec;
    spec.events = 12;
    const Corpus corpus = makeSyntheticCorpus(spec);
    const QList<QByteArray> lines = exportJson(corpus).split('\n');
    const qsizetype open = lines.indexOf(QByteArray("    \"events\": ["));
    ASSERT_GE(open, 0);
    for (qsizetype i = 0; i < corpus.events.size(); ++i) {
        QByteArray line = lines.value(open + 1 + i);
        ASSERT_TRUE(line.startsWith("        {")) << line.constData();
        if (line.endsWith(','))
            line.chop(1);
        QJsonParseError error;
        const QJsonObject event = QJsonDocument::fromJson(line, &error).object();
        ASSERT_EQ(error.error, QJsonParseError::NoError) << line.constData();
        EXPECT_EQ(event.value(QStringLiteral("id")).toString(), corpus.events[i].id);
        EXPECT_EQ(event.value(QStringLiteral("accounts")).toArray().size(), corpus.events[i].accounts.size());
    }
    EXPECT_TRUE(lines.value(open + 1 + corpus.events.size()).startsWith("    ]"));
}

TEST(JsonStream, Utf8IsWrittenAsItsStringWouldBe)
{
    const QByteArray cases[] = {QByteArray(""), QByteArray("plain"), QByteArray("tab\there \"q\" back\\slash \b\f\r\n"),
        QByteArray("\x01\x1f\x7f end", 7), QByteArray("nul\0inside", 10), QByteArray("é 拿破崙 😀 \xef\xbf\xbe"),
        // Not UTF-8: a stray continuation, a lead without its tail, an
        // overlong slash, an encoded surrogate, a code point past U+10FFFF.
        QByteArray("a\x80z"), QByteArray("a\xc3"), QByteArray("\xc0\xaf"), QByteArray("\xed\xa0\x80x"),
        QByteArray("\xf4\x90\x80\x80"), QByteArray("ok \xe6\x8b then \"bad\"")};
    for (const QByteArray &bytes : cases) {
        SCOPED_TRACE(bytes.toHex().toStdString());
        QByteArray direct = "x", viaString = "x";
        appendJsonUtf8(direct, bytes);
        appendJsonString(viaString, QString::fromUtf8(bytes));
        EXPECT_EQ(direct, viaString);
    }
}

namespace {

// What a JsonStream writes for one string, alone in an array.
QByteArray streamedString(const QString &text)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        JsonStream w(buffer);
        w.beginArray().value(text).endArray();
    }
    return buffer.data();
}

} // namespace

TEST(JsonWriter, StringsReadBackAsTheyWere)
{
    const QString cases[] = {QString(), QStringLiteral("plain"), QStringLiteral("tab\there \"q\" back\\slash \b\f\r\n"),
        QString::fromUtf8("\x01\x1f\x7f end", 7), QString::fromUtf8("nul\0inside", 10),
        QStringLiteral("é 拿破崙 😀 \uFFFE"), QString(5000, QChar(u'崙')) + u'"'};
    for (const QString &text : cases) {
        SCOPED_TRACE(text.left(40).toStdString());
        const QByteArray json = streamedString(text);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        ASSERT_EQ(error.error, QJsonParseError::NoError) << json.left(80).toStdString();
        EXPECT_EQ(doc.array().first().toString(), text);
    }
    // The escapes as written: as QJsonDocument and appendJsonString() write
    // them, so that every export spells a text the same way (a lone
    // surrogate too, which the encoder alone would make a U+FFFD).
    EXPECT_EQ(streamedString(QStringLiteral("a\"b\\c\nd\te\r\x01\x08")), "[\"a\\\"b\\\\c\\nd\\te\\r\\u0001\\b\"]");
    for (const QString &text : {QStringLiteral("a\"b\\c\nd\te\r\x01\x08\x0c"), QStringLiteral("拿破崙 \uFFFD ok"),
             QStringLiteral("end ") + QChar(0xD83D), QChar(0xDE00) + QStringLiteral("x")}) {
        QByteArray expected = "[";
        appendJsonString(expected, text);
        EXPECT_EQ(streamedString(text), expected + "]");
    }
}

TEST(JsonWriter, ElementsWrittenIntoAnArrayReadAsOneList)
{
    // Chunks written into byte arrays (as readers write them), taken by
    // another stream: small ones through its buffer, one larger than the
    // buffer straight to the device; the same list either way.
    QList<QByteArray> chunks;
    int written = 0;
    for (int size : {3, 1, 40000}) {
        QByteArray bytes = "stale";
        bytes.resize(0);
        JsonStream w(bytes);
        w.insideArray();
        for (int i = 0; i < size; ++i, ++written)
            w.indent(2)
                .beginObject()
                .field("n", written)
                .field("t", QStringLiteral("拿破崙 %1").arg(written))
                .endObject();
        chunks.append(bytes);
    }
    ASSERT_GT(chunks.last().size(), 1 << 20); // larger than the stream's buffer
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        JsonStream w(buffer);
        w.beginObject().key("list").beginArray();
        for (const QByteArray &c : chunks)
            w.elements(c);
        w.indent(0).endArray().endObject();
        ASSERT_TRUE(w.flush());
    }
    const QJsonArray list = QJsonDocument::fromJson(buffer.data()).object().value(QStringLiteral("list")).toArray();
    ASSERT_EQ(list.size(), written);
    for (int i = 0; i < written; i += 997) {
        EXPECT_EQ(list[i].toObject().value(QStringLiteral("n")).toInt(), i);
        EXPECT_EQ(list[i].toObject().value(QStringLiteral("t")).toString(), QStringLiteral("拿破崙 %1").arg(i));
    }
}
