#pragma once

// Shared by the fuzz targets: a Qt application object (some Qt calls want
// one), a scratch folder, and a check that aborts so libFuzzer records the
// input as a crash.
#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/userdata.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace parallax::fuzz {

inline void ensureApp()
{
    static int argc = 1;
    static char name[] = "parallax-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    (void)app;
}

// A folder of this process's own, on a RAM disk when there is one.
inline QString scratchFolder()
{
    static const QString folder = [] {
        const QString base = QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
        const QString f = QStringLiteral("%1/parallax-fuzz-%2").arg(base).arg(QCoreApplication::applicationPid());
        QDir().mkpath(f);
        // The exit handler runs after `folder` is destroyed (it is registered
        // while `folder` is being made), so it keeps its own copy.
        static const QString *const keep = new QString(f);
        std::atexit([] { QDir(*keep).removeRecursively(); });
        return f;
    }();
    return folder;
}

inline void writeFile(const QString &path, const char *data, qsizetype size)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    f.write(data, size);
}

#define PARALLAX_FUZZ_CHECK(cond)                                                                                      \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);                        \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (0)

// The bundled corpus with each source's text cut down to the passages its
// accounts quote (each once, in the order they stand, a blank line between),
// and the accounts' offsets moved to where their quotes now stand: the same
// ids, names, dates and quotes (Chinese and English) in 6,636 characters of
// text instead of 23,143, for targets that read or search the texts on every
// input.
inline parallax::Corpus quotedPassagesCorpus()
{
    using namespace parallax;
    ensureApp();
    db::LoadedCorpus loaded = db::loadCorpusFolder(db::bundledCorpusPath());
    PARALLAX_FUZZ_CHECK(loaded.ok());
    Corpus corpus = std::move(loaded.corpus);
    QHash<QString, QString> texts;
    for (const Source &s : corpus.sources) {
        QList<std::pair<qsizetype, QString>> quotes;
        for (const Event &e : corpus.events)
            for (const Account &a : e.accounts)
                if (a.sourceId == s.id)
                    quotes.append({a.start, a.quote()});
        std::sort(quotes.begin(), quotes.end());
        QString text;
        for (const auto &quote : std::as_const(quotes))
            if (!text.contains(quote.second))
                text += quote.second + QStringLiteral("\n\n");
        texts.insert(s.id, text);
    }
    for (Source &s : corpus.sources)
        s.text = texts.value(s.id);
    for (Event &e : corpus.events)
        for (Account &a : e.accounts) {
            const QString &text = texts[a.sourceId];
            const qsizetype at = text.indexOf(a.quote());
            PARALLAX_FUZZ_CHECK(at >= 0);
            a.start = codePointIndexFromUtf16(text, at);
            a.end = a.start + codePointCount(a.quote());
        }
    return corpus;
}

} // namespace parallax::fuzz
