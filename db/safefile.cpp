#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifndef Q_OS_WIN
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context (a function that
// passed its argument to QCoreApplication::translate() hid every message
// from lupdate: they showed in English in the Chinese and Danish windows).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::SafeFile)
};

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', bytes % (1024 * 1024) ? 1 : 0);
}

bool isResource(const QString &path)
{
    return path.startsWith(u':');
}

#ifndef Q_OS_WIN
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return Tr::tr("a folder");
    if (S_ISFIFO(mode))
        return Tr::tr("a pipe (FIFO)");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Tr::tr("a device");
    return Tr::tr("not a regular file");
}

QString systemError(int error)
{
    if (error == ELOOP)
        return Tr::tr("a loop of symbolic links");
    return QString::fromLocal8Bit(std::strerror(error));
}

// Opens without blocking (a FIFO with no writer would block a plain open)
// and refuses what is not a regular file. Returns the descriptor or -1.
int openRegular(const QString &path, QString *why, qint64 *size)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *why = Tr::tr("%1 cannot be read: %2").arg(path, systemError(errno));
        return -1;
    }
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *why = Tr::tr("%1 is %2, not a file Parallax can read").arg(path, kindOf(st.st_mode));
        ::close(fd);
        return -1;
    }
    *size = st.st_size;
    return fd;
}
#endif

Status checkInside(const QString &path, const QString &folder)
{
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty() || canonicalFolder.isEmpty())
        return Status::failure(Tr::tr("%1 cannot be resolved (missing, or a loop of symbolic links)").arg(path));
    if (!canonical.startsWith(canonicalFolder + u'/'))
        return Status::failure(
            Tr::tr("%1 leads outside the folder %2 (a symbolic link to %3): only files inside it are read")
                .arg(path, folder, canonical));
    return success();
}

Result<QByteArray> tooLarge(const QString &path, qint64 maxBytes)
{
    return Result<QByteArray>::failure(
        Tr::tr("%1 is larger than %2 MB, the limit for one file").arg(path, megabytes(maxBytes)));
}

} // namespace

Status checkRegularFile(const QString &path)
{
    if (isResource(path))
        return QFileInfo(path).isFile() ? success() : Status::failure(Tr::tr("%1 is not a file").arg(path));
#ifdef Q_OS_WIN
    const QFileInfo info(path);
    if (!info.exists())
        return Status::failure(Tr::tr("%1 does not exist").arg(path));
    if (!info.isFile())
        return Status::failure(Tr::tr("%1 is not a file Parallax can read").arg(path));
    return success();
#else
    QString why;
    qint64 size = 0;
    const int fd = openRegular(path, &why, &size);
    if (fd < 0)
        return Status::failure(why);
    ::close(fd);
    return success();
#endif
}

Result<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, const QString &insideFolder)
{
    using R = Result<QByteArray>;
    // (A name that is not there at all gets its plain "cannot be read" below.)
    const QFileInfo info(path);
    if (!insideFolder.isEmpty() && !isResource(path) && (info.exists() || info.isSymLink()))
        if (Status s = checkInside(path, insideFolder); !s)
            return R::failure(s.error());
#ifndef Q_OS_WIN
    if (!isResource(path)) {
        QString why;
        qint64 size = 0;
        const int fd = openRegular(path, &why, &size);
        if (fd < 0)
            return R::failure(why);
        if (size > maxBytes) {
            ::close(fd);
            return tooLarge(path, maxBytes);
        }
        // Read to the end, never past the limit (the file may grow meanwhile).
        QByteArray data;
        data.resize(qsizetype(size));
        qint64 got = 0;
        while (true) {
            if (got == data.size()) {
                if (got > maxBytes)
                    break;
                data.resize(qsizetype(std::min<qint64>(maxBytes + 1, got + 65536)));
            }
            const ssize_t n = ::read(fd, data.data() + got, size_t(data.size() - got));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                const int error = errno;
                ::close(fd);
                return R::failure(Tr::tr("%1 cannot be read: %2").arg(path, systemError(error)));
            }
            if (n == 0)
                break;
            got += n;
        }
        ::close(fd);
        if (got > maxBytes)
            return tooLarge(path, maxBytes);
        data.resize(qsizetype(got));
        return R(std::move(data));
    }
#endif
    if (Status s = checkRegularFile(path); !s)
        return R::failure(s.error());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(path, f.errorString()));
    if (f.size() > maxBytes)
        return tooLarge(path, maxBytes);
    QByteArray data = f.read(maxBytes + 1);
    if (data.size() > maxBytes)
        return tooLarge(path, maxBytes);
    return R(std::move(data));
}

} // namespace parallax::db
