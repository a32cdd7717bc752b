// Streamed JSON must be byte for byte what QJsonDocument writes for the whole.
#include "testutil.h"

#include <core/synthetic.h>
#include <db/jsonexport.h>
#include <db/jsonstream.h>

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
