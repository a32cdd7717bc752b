#include "windowprogram.h"

#include "hugepages.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace parallax::app {

namespace {

// The folders this program was started from: where /proc/self/exe is,
// then where argv[0] names it (started through the dynamic loader, or with
// no /proc), found on the PATH when it has no slash.
QStringList programFolders(const char *argv0)
{
    QStringList folders;
    if (const QString self = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath(); !self.isEmpty())
        folders << QFileInfo(self).absolutePath();
    if (argv0 && *argv0) {
        const QString named = QFile::decodeName(argv0);
        const QString path = named.contains(u'/') ? named : QStandardPaths::findExecutable(named);
        if (const QString found = QFileInfo(path).canonicalFilePath(); !found.isEmpty())
            folders << QFileInfo(found).absolutePath();
    }
    folders.removeDuplicates();
    return folders;
}

// The window's program where this one was built (beside it) or installed
// (where desktop/CMakeLists.txt puts it, PARALLAX_WINDOW_FROM_BIN from the
// bin folder).
QByteArray windowProgramPath(const char *argv0)
{
    for (const QString &dir : programFolders(argv0))
        for (const QString &candidate : {dir + QStringLiteral("/parallax-window"),
                 dir + QStringLiteral("/" PARALLAX_WINDOW_FROM_BIN "/parallax-window")}) {
            const QFileInfo f(candidate);
            if (f.isFile() && f.isExecutable())
                return QFile::encodeName(f.canonicalFilePath());
        }
    return {};
}

} // namespace

int startWindowProgram(char **argv)
{
#if defined(Q_OS_UNIX)
    const char *argv0 = argv && argv[0] ? argv[0] : nullptr;
    const QByteArray program = windowProgramPath(argv0);
    if (program.isEmpty()) {
        std::fprintf(stderr,
            "parallax: the window's program (parallax-window) is not beside this one nor in "
            "%s: reinstall Parallax\n",
            PARALLAX_WINDOW_FROM_BIN);
        return 127;
    }
    std::vector<char *> args;
    args.push_back(const_cast<char *>(program.constData()));
    for (char **a = argv0 ? argv + 1 : argv; a && *a; ++a)
        args.push_back(*a);
    args.push_back(nullptr);
    startWithHugePages(program.constData(), args.data());
    execv(program.constData(), args.data());
    std::fprintf(stderr, "parallax: cannot start %s: %s\n", program.constData(), std::strerror(errno));
#else
    (void)argv;
    std::fprintf(stderr, "parallax: the window is started by parallax-window on this system\n");
#endif
    return 127;
}

} // namespace parallax::app
