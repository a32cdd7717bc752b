#pragma once

#include <QString>

class QFileDialog;
class QWidget;

namespace parallax::ui {

// The file dialogs of the app (open, new, save a copy, add source, export):
// as QFileDialog's static functions, but at a size that suits the window
// they belong to (Qt's own dialog opened at about 520×370 under Xvfb, its
// name column cut), and at the size and with the columns the user left them
// at last time (QSettings "fileDialog/…").
QString askOpenFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter);
QString askSaveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
    QString *selectedFilter = nullptr);

// Where a dialog starts: the folder or file given, a name without a folder
// in the folder of the file chosen last (else the user's documents folder,
// or home), and nothing given, there too;
// never the folder the program was started from, which Qt's dialog opens
// otherwise (a New Database dialog opened in the source tree).
QString dialogStart(const QString &dir);

// The steps of the above, for tests: the size and state a new dialog gets,
// and keeping them when it closes.
void prepareFileDialog(QFileDialog &dialog, QWidget *parent);
void rememberFileDialog(const QFileDialog &dialog);

} // namespace parallax::ui
