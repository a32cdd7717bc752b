#include "durablefile.h"

#include "temporaries.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::DurableFile)
};

#ifndef Q_OS_WIN
QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

Status syncPath(const QString &path, int flags)
{
    const int fd = ::open(QFile::encodeName(path).constData(), flags | O_CLOEXEC);
    if (fd < 0)
        return Status::failure(Tr::tr("cannot open %1 to sync it: %2").arg(path, systemError()));
    const int rc = ::fsync(fd);
    const QString why = rc != 0 ? systemError() : QString();
    ::close(fd);
    if (rc != 0)
        return Status::failure(Tr::tr("cannot sync %1: %2").arg(path, why));
    return success();
}
#endif

} // namespace

Status syncFile(const QString &path)
{
#ifdef Q_OS_WIN
    HANDLE h = CreateFileW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(path).utf16()), GENERIC_WRITE,
        FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return Status::failure(Tr::tr("cannot open %1 to sync it").arg(path));
    const bool ok = FlushFileBuffers(h);
    CloseHandle(h);
    return ok ? success() : Status::failure(Tr::tr("cannot sync %1").arg(path));
#else
    return syncPath(path, O_RDONLY);
#endif
}

Status syncFolder(const QString &folder)
{
#ifdef Q_OS_WIN
    Q_UNUSED(folder);
    return success();
#else
    return syncPath(folder, O_RDONLY | O_DIRECTORY);
#endif
}

Status replaceFile(const QString &from, const QString &to)
{
    if (Status s = syncFile(from); !s)
        return s;
#ifdef Q_OS_WIN
    if (!MoveFileExW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(from).utf16()),
            reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(to).utf16()),
            MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        return Status::failure(Tr::tr("cannot move %1 to %2").arg(from, to));
    return success();
#else
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0)
        return Status::failure(Tr::tr("cannot move %1 to %2: %3").arg(from, to, systemError()));
    return syncFolder(QFileInfo(to).absolutePath());
#endif
}

Status copyFileDurably(const QString &from, const QString &to)
{
    if (QFileInfo::exists(to))
        return Status::failure(Tr::tr("%1 already exists").arg(to));
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly))
        return Status::failure(Tr::tr("cannot read %1: %2").arg(from, in.errorString()));
    const QFileInfo target(to);
    (void)removeStaleTemporaries(to);
    QTemporaryFile tmp(temporaryTemplate(to));
    if (!tmp.open())
        return Status::failure(Tr::tr("cannot write in %1: %2").arg(target.absolutePath(), tmp.errorString()));
    QByteArray buffer;
    while (!in.atEnd()) {
        buffer = in.read(1 << 20);
        if (buffer.isEmpty() && in.error() != QFile::NoError)
            return Status::failure(Tr::tr("cannot read %1: %2").arg(from, in.errorString()));
        if (tmp.write(buffer) != buffer.size())
            return Status::failure(Tr::tr("cannot write %1: %2").arg(tmp.fileName(), tmp.errorString()));
    }
    if (!tmp.flush())
        return Status::failure(Tr::tr("cannot write %1: %2").arg(tmp.fileName(), tmp.errorString()));
    tmp.close();
    // Checked again just before the rename, which would replace a file that
    // appeared meanwhile (there is no portable rename that refuses to).
    if (QFileInfo::exists(to))
        return Status::failure(Tr::tr("%1 already exists").arg(to));
    if (Status s = replaceFile(tmp.fileName(), to); !s)
        return s;
    tmp.setAutoRemove(false);
    return success();
}

namespace {

// "STEM.bak", then "STEM.1.bak", "STEM.2.bak"… Concatenated: a "%2" in the
// file's name is no place marker.
QString backupName(const QString &stem, int n)
{
    return n == 0 ? stem + QStringLiteral(".bak") : stem + u'.' + QString::number(n) + QStringLiteral(".bak");
}

bool nameTaken(const QString &path)
{
    return QFileInfo::exists(path) || QFileInfo(path).isSymLink();
}

// The first n from `from` whose backupName() is free.
int firstFree(const QString &stem, int from)
{
    while (nameTaken(backupName(stem, from)))
        ++from;
    return from;
}

} // namespace

QString freeBackupPath(const QString &file, int version)
{
    const QString stem = file + QStringLiteral(".v") + QString::number(version);
    return backupName(stem, firstFree(stem, 0));
}

Result<QString> keepBeforeReplacing(const QString &file)
{
    int n = 0;
#ifndef Q_OS_WIN
    // linkat(2) never replaces a name that exists: a name another program
    // took meanwhile is passed over. A link to a link's target (a database
    // reached by a symbolic link is kept, not the link). The new name is
    // made durable before the file it names is replaced.
    for (;; ++n) {
        n = firstFree(file, n);
        const QString backup = backupName(file, n);
        if (::linkat(AT_FDCWD, QFile::encodeName(file).constData(), AT_FDCWD, QFile::encodeName(backup).constData(),
                AT_SYMLINK_FOLLOW)
            == 0) {
            if (Status s = syncFolder(QFileInfo(backup).absolutePath()); !s)
                return Result<QString>::failure(s.error());
            return backup;
        }
        if (errno != EEXIST)
            break; // no links here (another file system, FAT…): a copy
    }
#endif
    const QString backup = backupName(file, firstFree(file, n));
    if (Status s = copyFileDurably(file, backup); !s)
        return Result<QString>::failure(s.error());
    return backup;
}

} // namespace parallax::db
