// parallax date PHRASE: what the date phrase parser reads in a phrase, said
// in the interface's language (--language, else the saved or system one).
#include "cli.h"
#include "commands.h"

#include <core/datephrase.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <numeric>

namespace parallax::app {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::app::DateCommand)
};

// A day on the axis as YYYY-MM-DD (astronomical year: 0 is 1 BC, -0043 is 44 BC).
QString dayString(AxisTime t)
{
    int y, m, d, h, mi, s;
    calendarOf(t, &y, &m, &d, &h, &mi, &s);
    const QString year = QStringLiteral("%1").arg(std::abs(y), 4, 10, QLatin1Char('0'));
    return QStringLiteral("%1%2-%3-%4")
        .arg(y < 0 ? QStringLiteral("-") : QString(), year)
        .arg(m, 2, 10, QLatin1Char('0'))
        .arg(d, 2, 10, QLatin1Char('0'));
}

// --language, --year and --reference as parser options; an error message or empty.
QString readOptions(const QCommandLineParser &parser, const QCommandLineOption &language,
    const QCommandLineOption &year, const QCommandLineOption &reference, DatePhraseOptions *o)
{
    if (parser.isSet(language)) {
        const auto l = dateLanguageFromCode(parser.value(language));
        if (!l)
            return Tr::tr("unknown language '%1' (zh, da, en or auto)").arg(parser.value(language));
        o->language = *l;
    }
    if (parser.isSet(year)) {
        bool ok = false;
        const int y = parser.value(year).toInt(&ok);
        if (!ok)
            return Tr::tr("--year must be a year such as 1814, not '%1'").arg(parser.value(year));
        o->referenceYear = y;
    }
    if (parser.isSet(reference)) {
        auto d = HistoricalDate::parse(parser.value(reference));
        if (!d)
            return Tr::tr("--reference: %1").arg(d.error());
        if (d->isInterval() || d->isSet() || d->start().precision < DatePrecision::Month)
            return Tr::tr("--reference must be one EDTF day or month, such as 1814-04-13");
        o->referenceDate = d->start();
    }
    return {};
}

void printJson(const QString &phrase, const DatePhrase &d)
{
    QJsonArray words;
    for (const DatePhraseWord &w : d.words)
        words.append(QJsonObject {
            {"offset", qint64(w.offset)}, {"length", qint64(w.length)}, {"text", phrase.mid(w.offset, w.length)}});
    const QJsonObject root {{"phrase", phrase}, {"edtf", d.edtf}, {"first_day", dayString(d.span.start)},
        {"last_day", dayString(d.span.end - 1)}, {"language", dateLanguageCode(d.language)},
        {"description", describeDate(d.date)}, {"words", words}, {"whole_text", d.wholeText}};
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
}

// The columns text takes in a terminal: a Chinese character or a full-width
// sign ("：") takes two.
qsizetype columns(const QString &text)
{
    const auto wide = [](char16_t u) {
        return (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
            || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60);
    };
    return std::accumulate(text.cbegin(), text.cend(), qsizetype(0),
        [&](qsizetype n, QChar c) { return n + (wide(c.unicode()) ? 2 : 1); });
}

// Labelled lines, the values lined up one column after the widest label.
void printRows(const QList<std::pair<QString, QString>> &rows)
{
    qsizetype width = 0;
    for (const auto &[label, value] : rows)
        width = std::max(width, columns(label));
    for (const auto &[label, value] : rows)
        out() << "  " << label << QString(width - columns(label) + 1, u' ') << value << "\n";
}

void printText(const QString &phrase, const DatePhrase &d)
{
    QStringList words;
    for (const DatePhraseWord &w : d.words)
        words << phrase.mid(w.offset, w.length);
    out() << d.edtf << "\n";
    printRows({
        {Tr::tr("first day:"), dayString(d.span.start)},
        {Tr::tr("last day:"), dayString(d.span.end - 1)},
        {Tr::tr("language:"), dateLanguageCode(d.language)},
        {Tr::tr("words:"), words.join(QStringLiteral(" | "))},
        {Tr::tr("meaning:"), describeDate(d.date)},
    });
}

} // namespace

int runDate(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("zh, da, en or auto (default)."), QStringLiteral("LANG"));
    const QCommandLineOption year(QStringLiteral("year"),
        QStringLiteral("Reference year, for phrases that leave the year out."), QStringLiteral("YYYY"));
    const QCommandLineOption reference(QStringLiteral("reference"),
        QStringLiteral("Reference day (EDTF), for \"the next morning\" or \"20日\"."), QStringLiteral("EDTF"));
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({language, year, reference, format});
    parser.addPositionalArgument(QStringLiteral("PHRASE"), QStringLiteral("The words to read a date from."));
    if (int rc = parse(parser, QStringLiteral("date"),
            QStringLiteral("Read the date a phrase names (Chinese, Danish or English) as EDTF, with its "
                           "first and last day and the words used."),
            args);
        rc >= 0)
        return rc;
    const QString fmt = parser.value(format);
    if (parser.positionalArguments().isEmpty() || (fmt != u"text" && fmt != u"json")) {
        err() << "parallax date: usage: parallax date PHRASE [--language zh|da|en] [--year YYYY] "
                 "[--reference EDTF] [--format text|json]\n";
        return 2;
    }
    DatePhraseOptions options;
    if (const QString e = readOptions(parser, language, year, reference, &options); !e.isEmpty()) {
        err() << "parallax date: " << e << "\n";
        return 2;
    }
    const QString phrase = parser.positionalArguments().join(u' ');
    const Result<DatePhrase> r = parseDatePhrase(phrase, options);
    if (!r) {
        err() << "parallax date: " << r.error() << "\n";
        return 1;
    }
    if (fmt == u"json")
        printJson(phrase, r.value());
    else
        printText(phrase, r.value());
    return 0;
}

} // namespace parallax::app
