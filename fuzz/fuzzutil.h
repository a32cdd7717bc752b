#pragma once

// Shared by the fuzz targets: a Qt application object (some Qt calls want
// one), a scratch folder, and a check that aborts so libFuzzer records the
// input as a crash.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QString>

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

} // namespace parallax::fuzz
