#include "windowprogram.h"

#include "hugepages.h"

#include <QByteArray>
#include <QFileInfo>
#include <QString>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace parallax::app {

namespace {

// The window's program where this one was installed or built: beside it (the
// build tree), or in the libexec folder beside its bin folder.
QByteArray windowProgramPath()
{
    const QFileInfo self(QStringLiteral("/proc/self/exe"));
    const QString dir = QFileInfo(self.canonicalFilePath()).absolutePath();
    for (const QString &candidate :
        {dir + QStringLiteral("/parallax-window"), dir + QStringLiteral("/../libexec/parallax/parallax-window")}) {
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
    const QByteArray program = windowProgramPath();
    if (program.isEmpty()) {
        std::fprintf(stderr,
            "parallax: the window's program (parallax-window) is not beside this one nor in "
            "../libexec/parallax: reinstall Parallax\n");
        return 127;
    }
    std::vector<char *> args;
    args.push_back(const_cast<char *>(program.constData()));
    for (char **a = argv + 1; *a; ++a)
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
