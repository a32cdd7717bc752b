// Reading an account's date words (parseAccountDateText), as the corpus
// importer does for every account with a "date_text": the synthetic corpus's
// English wordings ("the 14th of April 1814", "April 1814", "1814"), and the
// bundled corpus's own, in Chinese, Danish and English.
#include "benchutil.h"

#include <core/datephrase.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

using namespace parallax;

namespace {

struct AccountWords
{
    QString text;
    QString language;
    HistoricalDate record;
};

// As core/syntheticfolder.cpp words a claimed date.
QString inWords(const HistoricalDate &d)
{
    static const char *const kMonths[] = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"};
    const DatePoint &p = d.start();
    if (p.month < 1 || p.month > 12)
        return QString::number(p.year);
    if (p.precision == DatePrecision::Month)
        return QStringLiteral("%1 %2").arg(QLatin1String(kMonths[p.month - 1])).arg(p.year);
    if (p.precision < DatePrecision::Day)
        return QString::number(p.year);
    const int n = p.day;
    const char *suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
        : n % 10 == 1                                     ? "st"
        : n % 10 == 2                                     ? "nd"
        : n % 10 == 3                                     ? "rd"
                                                          : "th";
    return QStringLiteral("the %1%2 of %3 %4")
        .arg(n)
        .arg(QLatin1String(suffix), QLatin1String(kMonths[p.month - 1]))
        .arg(p.year);
}

const std::vector<AccountWords> &syntheticWords()
{
    static const std::vector<AccountWords> words = [] {
        std::vector<AccountWords> out;
        for (const Event &e : bench::syntheticCorpus(5000, 1500, 2000, 100).events)
            for (const Account &a : e.accounts)
                if (a.claimedDate.isValid())
                    out.push_back({inWords(a.claimedDate), QStringLiteral("en"), e.date});
        return out;
    }();
    return words;
}

const std::vector<AccountWords> &bundledWords()
{
    static const std::vector<AccountWords> words = [] {
        std::vector<AccountWords> out;
        QFile f(QStringLiteral(PARALLAX_SOURCE_DIR "/resources/corpus/napoleon/corpus.json"));
        if (!f.open(QIODevice::ReadOnly))
            return out;
        const QJsonObject c = QJsonDocument::fromJson(f.readAll()).object();
        QHash<QString, QString> languages;
        for (const QJsonValue &s : c.value(QLatin1String("sources")).toArray())
            languages.insert(s[QLatin1String("id")].toString(), s[QLatin1String("language")].toString());
        for (const QJsonValue &e : c.value(QLatin1String("events")).toArray()) {
            const auto record = HistoricalDate::parse(e[QLatin1String("date")].toString());
            for (const QJsonValue &a : e[QLatin1String("accounts")].toArray())
                if (a[QLatin1String("date_text")].isString())
                    out.push_back({a[QLatin1String("date_text")].toString(),
                        languages.value(a[QLatin1String("source")].toString()),
                        record ? record.value() : HistoricalDate()});
        }
        return out;
    }();
    return words;
}

void readAll(benchmark::State &state, const std::vector<AccountWords> &words)
{
    if (words.empty()) {
        state.SkipWithError("no account words");
        return;
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const AccountWords &w = words[i];
        auto r = parseAccountDateText(w.text, w.language, w.record);
        benchmark::DoNotOptimize(r);
        i = i + 1 == words.size() ? 0 : i + 1;
    }
    state.counters["phrases"] = double(words.size());
}

void BM_AccountDateText_Synthetic(benchmark::State &state)
{
    readAll(state, syntheticWords());
}
BENCHMARK(BM_AccountDateText_Synthetic)->Unit(benchmark::kMicrosecond);

void BM_AccountDateText_Bundled(benchmark::State &state)
{
    readAll(state, bundledWords());
}
BENCHMARK(BM_AccountDateText_Bundled)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    return bench::run(argc, argv, false);
}
